import { table, type NounBook } from './types'

const NOUNS = table(`
  m: filtro puzle puzzle rompecabezas acertijo jefe skin aspecto traje informe gráfico objetivo resumen temporizador segundo soporte widget respaldo backup buscador recordatorio calendario adjunto archivo escáner escaneo lápiz lapicero stylus bloqueo
     gps reloj smartwatch audio pulso plan entrenamiento intervalo parcial tiempo ritmo kilometraje mapa recorrido desafío reto
     nivel corazón diamante premio bono potenciador booster comodín martillo evento progreso guardado anuncio contacto cifrado
     diseño rediseño menú sonido modo tema tamaño inicio login cobro cargo pago reembolso paquete historial acceso almacenamiento
     aviso color dato correo teclado enlace perfil sensor podcast auricular entrenador coach logro trofeo
  ;f: solicitud misión batalla pelea estadística vista compatibilidad integración conexión exportación importación sincronización copia búsqueda barra notificación agenda carpeta etiqueta lista casilla
     digitalización escritura plantilla colaboración versión app aplicación letra fuente tipografía huella papelera frecuencia
     banda serie distancia ruta vida moneda gema recompensa partida publicidad propaganda suscripción cuenta sesión contraseña
     ubicación localización encriptación interfaz música pantalla nota función opción batería cámara foto página voz pista
     indicación carrera categoría compra tarea racha medalla insignia
  ;fp: interfaces
  ;mp: resúmenes
`)

/** Spanish nouns; a plural is found by its singular ("niveles", "notificaciones"). */
export const es: NounBook = {
  head(word) {
    const w = word.toLowerCase()
    const found = NOUNS.get(w)
    if (found) return found
    const stems = [
      w.replace(/s$/, ''),
      w.replace(/es$/, ''),
      w.replace(/ones$/, 'ón'),
      w.replace(/ces$/, 'z'),
    ]
    const singular = stems
      .filter((s) => s !== w)
      .map((s) => NOUNS.get(s))
      .find(Boolean)
    return singular ? { gender: singular.gender, plural: true } : null
  },
}
