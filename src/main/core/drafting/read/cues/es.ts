import type { Cues } from './types'

// "no funciona", "ya no sincroniza", "dejó de cargar": the verbs an app's features do, in the
// third person reviews use, singular and plural.
const VERBS = [
  'funciona', 'funcionan', 'abre', 'se abre', 'abren', 'carga', 'cargan', 'se carga', 'sincroniza', 'se sincroniza', 'sincronizan', 'guarda', 'se guarda',
  'se guardan', 'graba', 'registra', 'muestra', 'se muestra', 'muestran', 'aparece', 'aparecen', 'suena', 'suenan', 'conecta', 'se conecta', 'mide',
  'exporta', 'inicia', 'arranca', 'responde', 'detecta', 'reconoce', 'actualiza', 'se actualiza', 'envía', 'manda', 'notifica', 'avisa', 'llega',
  'llegan', 'encuentra', 'sirve',
]
const broken = [...VERBS.flatMap((v) => [`no ${v}`, `ya no ${v}`, `nunca ${v}`, `no me ${v}`]), '=no va', '=ya no va', '=no me va', 'no anda', 'ya no anda']
const ACTIONS = ['funcionar', 'abrir', 'cargar', 'sincronizar', 'guardar', 'grabar', 'registrar', 'mostrar', 'sonar', 'conectar', 'contar', 'exportar', 'importar', 'responder', 'notificar', 'actualizar']
const stopped = ACTIONS.flatMap((v) => [`dejó de ${v}`, `dejo de ${v}`, `deja de ${v}`, `ha dejado de ${v}`, `dejaron de ${v}`, `no puedo ${v}`, `no se puede ${v}`, `no me deja ${v}`, `imposible ${v}`])

export const es: Cues = {
  resolved: ['resolvió', 'resuelto', 'resolvieron', 'solucionó', 'solucionado', 'solucionaron', 'me ayudaron', 'me ayudó', 'en una hora', 'respondieron rápido'],
  thanks: ['gracias', 'muchas gracias', 'gracias de antemano', 'saludos'],
  positive: [
    '❤', '😍', '🥰', '👍', '👌', '🙌', '🔥', '💯', '⭐', '😊', '🤩', 'me encanta', 'encanta', 'me encantó', 'me gusta', 'me gustó', 'genial', 'excelente', 'buenísima',
    'buenísimo', 'muy buena', 'muy bueno', '=buena', '=bueno', '=buenas', '=buenos', 'está bien', 'están bien', 'muy bien', 'bien hecha', 'bien hecho', 'bien hechos', 'lo mejor', 'la mejor', 'el mejor', 'mejor app', 'perfecta', 'perfecto', 'perfectos',
    'perfectas', 'increíble', 'espectacular', 'maravillosa', 'maravilloso', 'fantástica', 'fantástico', 'estupenda', 'estupendo', 'bonita', 'bonito', 'bonitos',
    'bonitas', 'hermosa', 'preciosa', '=útil', '=útiles', '=práctica', '=práctico', 'fácil', 'sencilla', 'sencillo', 'intuitiva', 'intuitivo', 'claras', 'claros', 'bien organizada', 'encuentra todo', 'rápida', 'rápido', 'fluida',
    'fluido', '=estable', 'fiable', 'confiable', '=precisa', '=preciso', 'recomiendo', 'recomendada', 'recomendable', 'gracias', 'felicidades', 'felicitaciones',
    'enhorabuena', 'buen trabajo', 'sigan así', 'chévere', 'bacán', 'qué padre', 'padrísima', 'chido', 'chida', 'guay', 'mola', '=top', 'de lujo', 'una maravilla',
    'funciona perfecto', 'funciona perfectamente', 'funciona bien', 'funciona de maravilla', 'va genial', 'va perfecto', 'va muy bien', 'va de lujo', 'satisfecho',
    'satisfecha', 'contento', 'contenta', 'feliz', 'encantado', 'encantada', 'adictivo', 'adictiva', 'enganchado', 'enganchada', 'divertido', 'divertida',
    'entretenido', 'entretenida', 'relajante', 'vale la pena', 'vale cada céntimo', 'vale cada centavo', 'vale cada euro', 'vale cada peso', 'por fin', 'me salvó', 'me salva', 'salvavidas', 'imprescindible', 'indispensable', 'me organiza',
    'no me cambio', 'respeta', 'ya no se cierra', 'ya no se traba', 'ya no se congela', 'ya no falla', 'ya no da error', 'sin problemas', 'sin fallos', 'ningún problema', 'cero problemas', '5 estrellas', 'cinco estrellas', '10/10', 'mejoró', 'mejorado', 'mejor que',
    'cómoda', 'cómodo', '=completa', '=completo', 'ayudan', 'ayuda mucho', 'me ayuda', 'la uso a diario', 'la uso todos los días', 'uso diario',
  ],
  negative: [
    // How it looks ("el nuevo diseño es feo"): a complaint about how it is made, nothing broken.
    '=feo', '=fea', 'feísimo', 'feísima', 'horroroso', 'horrorosa',
    // Scorn for the people who made the app ("you are incompetent liars").
    'incompetente', 'incompetentes', 'mentiroso', 'mentirosos', 'sinvergüenzas',
    'no se encuentra nada', 'no encuentro nada', 'imposible encontrar', 'difícil de encontrar',
    '=malo', '=mala', 'muy mala', 'muy malo', 'malísima', 'malísimo', 'pésima', 'pésimo', 'horrible', 'horrendo', 'terrible', 'fatal', 'basura', 'porquería',
    'mierda', 'inútil', 'inservible', 'no sirve', 'no vale la pena', 'decepción', 'decepcionado', 'decepcionada', 'decepcionante', 'frustrante', 'molesto', 'molesta',
    'fastidio', 'harto', 'harta', 'qué asco', 'asco', 'da rabia', 'rabia', 'indignante', 'vergüenza', 'ridículo', 'estafa', 'estafadores', '=robo', 'ladrones', '=timo',
    'sacacuartos', 'caro', 'carísimo', 'demasiado caro', 'muy caro', 'demasiados anuncios', 'muchos anuncios', 'demasiada publicidad', 'mucha publicidad',
    'anuncios cada', 'desinstal', 'no lo recomiendo', 'no la recomiendo', 'no recomiendo', 'eviten', 'no la descarguen', 'no lo descarguen', 'lento', 'lenta',
    'lentísimo', 'complicado', 'complicada', 'confuso', 'confusa', 'empeoró', 'empeorado', 'peor', 'cada vez peor', 'antes era', 'ya no', 'no me gusta',
    'no me gustó', 'no me convence', 'problema', 'problemas', 'cada vez que', 'desde la actualización', 'desde la última actualización', 'después de la actualización',
    'tras la actualización', 'con la actualización', 'desde que actualicé', 'arreglen', 'solucionen', 'corrijan', '1 estrella', 'una estrella', 'cero estrellas',
    '0 estrellas', '👎', '😡', '🤬', '😤', '💩', '😠', '😞', '😢', '🤮', '😕', '=meh', 'mediocre', 'lamentable', 'penoso', 'patético', 'deplorable', 'abusivo',
    'abuso', 'obligan', 'obligatorio', 'forzado', '=ugh', '=uff', 'qué pena', 'una pena', 'lástima', 'enojado', 'enojada', 'furioso', 'furiosa', 'molestia',
    'pay to win', 'hay que pagar', 'tienes que pagar', 'cobran por todo', 'ahora es de pago', 'antes era gratis', 'un lío', 'es un lío', 'difícil',
    'imposible', 'insoportable', 'algo cara', 'muy cara', 'bastante cara', 'un poco cara', 'demasiado cara', 'es cara', 'no encuentro nada', 'funcionaba bien', 'funcionaba perfecto', 'funcionaba perfectamente', 'antes funcionaba', 'antes iba bien', 'qué mal', 'muy mal', 'fraude', 'engaño', 'engañosa',
    'más lenta', 'más lento', 'todavía más', 'difícil de leer', 'ilegible', 'borraron todas', 'borrar todas', 'borró todas', 'borró todo', 'borraron todo',
    'hasta el rediseño', 'hasta la actualización', 'antes de la actualización', 'antes del rediseño',
  ],
  negators: ['no', 'nunca', 'jamás', 'nada', 'ni', 'sin', 'tampoco', 'ningún', 'ninguna', 'ninguno', 'apenas', 'nop', 'nel'],
  sarcasm: [
    // "Love paying to watch ads": nobody loves paying; the praise is said with a rolled eye.
    'me encanta pagar', 'me encanta perder', 'encanta perder mi', 'encanta pagar por', 'qué gusto pagar',
    '🙄', '🙃', '😒', '/s', 'gracias por nada', 'muchas gracias por nada', 'sí claro', 'si claro', 'ya claro', 'otra actualización más', 'otro rediseño', 'justo lo que necesitaba',
    'justo lo que faltaba', 'lo que faltaba', 'muy bonito todo', 'felicidades por arruinar', 'qué gran idea', 'gran idea la de', 'muy listos', 'qué listos', 'bravo por',
    'genial, otra', 'genial otra',
    '🤡', 'la mejor actualización de la historia', 'sí, claro',
  ],
  ironic: ['qué maravilla', 'que maravilla', 'qué bien', 'qué bonito', 'muy bonito', 'me encanta que', 'me encanta cómo', 'me encanta como', 'gracias por', 'bravo', 'felicidades', 'enhorabuena', 'genial', 'perfecto', 'excelente idea', '👏', 'mejor actualización'],
  contrast: ['=pero', 'sin embargo', 'aunque', 'no obstante', 'lamentablemente', 'desafortunadamente', 'por desgracia', 'lo único', 'único problema', 'único detalle', 'único pero', 'salvo', 'excepto', 'eso sí', 'lo malo', 'el problema es', 'solo que', 'sólo que', 'a pesar de'],
  bug: [
    ...broken,
    ...stopped,
    'no me sale', 'no sale el', 'no sale la', 'no aparece',
    'se cierra', 'se cierra sola', 'cerrarse sola', 'cerrarse solo', 'se cierre sola', 'se cierre solo', 'se cierra solo', 'se sale', 'me saca', 'se traba', 'trabada', 'trabado', 'se congela', 'congelada', 'congelado', 'se queda pegada',
    'se pega', 'se queda colgada', 'se cuelga', 'colgada', 'se bloquea', 'bloqueada', 'se tilda', 'tildada', 'crashea', 'crash', 'error', 'falla', 'fallo', 'falló',
    'bug', 'bugs', 'buggeado', 'bugueado', 'glitch', 'pantalla negra', 'pantalla en negro', 'pantalla blanca', 'pantalla en blanco', 'carga infinita', 'cargando infinito',
    'se queda cargando', 'no termina de cargar', 'tarda mucho', 'tarda una eternidad', 'lag', 'laggea', 'se laggea', 'va lento', 'va lenta', 'se reinicia', 'se borra',
    'desaparece', 'desaparecen', 'duplica', 'duplicado', 'duplicada', 'mal calculad', 'mal medid', 'mide mal', 'marca mal', 'cuenta mal', 'calcula mal',
    'distancia incorrecta', 'incorrecto', 'incorrecta', 'erróneo', 'errónea', 'equivocad', 'impreciso', 'imprecisa', 'no es preciso', 'pierde la señal', 'pierde el gps',
    'pierde señal', 'se desconecta', 'desconecta', 'me cierra la sesión', 'consume batería', 'consume mucha batería', 'gasta batería', 'gasta mucha batería',
    'agota la batería', 'se calienta', 'no hay sonido', 'sin sonido', 'no llegan las notificaciones', 'no funciona', 'no sirve', 'no anda', 'dejó de', 'dejo de',
    'no carga', 'no abre', 'no me deja', 'no deja', 'no se puede abrir', 'se queda en', 'se queda trabada', 'se queda congelada', 'roto', 'rota', 'se rompió',
    'llegan tarde', 'llega tarde', 'una hora tarde', 'minutos tarde', 'con retraso', 'hasta que abro', 'hasta que abra', 'solo cuando abro', 'no carga nada', 'nada carga', 'ya no carga', 'llegan dos veces', 'llegan duplicad',
    'arreglen', 'arreglad', 'por favor arreglar', 'solucionen', 'corrijan',
    'rompió', 'rompieron',
  ],
  notWish: ['ojalá la hubiera', 'ojalá lo hubiera', 'ojalá la hubiese', 'ojalá lo hubiese', 'ojalá hubiera conocido', 'ojalá hubiera descubierto', 'quisiera agradecer', 'me gustaría agradecer', 'quiero agradecer', 'quiero dar las gracias', 'me gustaría dar las gracias', 'quiero felicitar', 'me gustaría felicitar', 'quisiera felicitar'],
  request: [
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    'tienen pensado', 'tenéis pensado', 'piensan añadir', 'piensan agregar', 'piensan sacar', 'van a añadir', 'van a agregar', 'van a sacar', 'vais a añadir', 'vais a sacar', 'hay planes', 'tienen planeado', 'planean', '=habrá', 'llegará', 'para cuándo',
    // Asking to be let do something ("… por favor dejadme hacerlo") wishes for it.
    // "Saquen una versión para iPad": bring one out.
    'saquen una', 'saquen un', 'sacad una', 'sacad un', 'hagan una versión', 'haced una versión',
    'dejadme', 'dejadnos', 'déjenme', 'déjennos', 'permitidme', 'permitidnos', 'permítanme', 'permítannos', 'permitan',
    // A thing the app lacks ("no dark mode", "doesn't have a widget") is wished for. A lacking way
    // to do something ("no way to log in", "… to cancel") is left out: it is most often a fault.
    'no tiene modo', 'no hay modo',
    'me encantaría', 'encantaría que', 'encantaría poder', 'me fascinaría', 'me gustaria',
    'agreguen', 'agregar', 'añadan', 'añadir', 'pongan', 'incluyan', 'implementen', 'podrían agregar', 'podrían añadir', 'podrían poner', 'podrían hacer', 'podrían',
    'pueden agregar', 'pueden añadir', 'sería genial', 'sería bueno', 'sería ideal', 'sería útil', 'sería perfecto', 'sería increíble', 'sería bonito', 'sería lindo',
    'sería chévere', 'sería de 5', 'estaría genial', 'estaría bien', 'estaría bueno', 'estaría padre', 'estaría chido', 'ojalá', 'me gustaría', 'quisiera', 'quiero que',
    'quiero poder', 'debería', 'deberían', 'falta', 'le falta', 'les falta', 'hace falta', 'echo de menos', 'necesito que', 'necesitaría', 'opción de', 'opción para',
    'posibilidad de', 'que se pueda', 'que se pudiera', 'poder elegir', 'sugerencia', 'sugiero', 'propongo', 'vuelvan a poner', 'regresen', 'cuándo van a',
    'para cuándo', '5 estrellas si', 'cinco estrellas si', 'le daría 5', 'daría 5', 'por favor pongan', 'por favor agreguen', 'por favor añadan', 'tuviera', 'tuvieran',
    // Asking to change what the app has ("cambien el tamaño de la letra") wishes for it too.
    'cambien', 'cambiad', 'mejoren', 'mejorad', 'modifiquen', 'agranden',
  ],
  question: [
    'me gustaría saber', 'quisiera saber', 'quiero saber', 'cómo puedo', 'cómo hago', 'cómo se', 'cómo funciona', 'cómo recupero', 'cómo cambio', 'cómo quito', 'cómo elimino', 'cómo borro', 'cómo cancelo', 'cómo es posible',
    'cómo le hago', 'hay forma', 'hay alguna forma', 'hay manera', 'hay alguna manera', 'hay modo', 'hay opción', 'hay alguna opción', 'hay algún', 'se puede', 'es posible',
    'se podría', 'dónde está', 'dónde encuentro', 'dónde se', 'dónde puedo', 'por qué', 'por qué razón', 'xq', 'qué pasa', 'qué pasó', 'qué hago', 'cuánto cuesta',
    'cuántos', 'cuántas', 'alguien sabe', 'alguien me puede', 'alguien me ayuda', 'ayuda por favor', 'ayuda con', 'ayúdenme', 'necesito ayuda', 'no sé cómo', 'no encuentro cómo', 'no encuentro dónde', 'no encuentro la opción', 'no encuentro el botón',
    'funciona con', 'es compatible', 'existe alguna', 'existe una', 'qué significa', 'tiene opción', 'tiene modo',
  ],
  billing: [
    'cobro', 'cobran', 'cobrado', 'cobrando', 'cobrar', 'cobró', 'cobraron', '=cargo', 'cargos', 'factura', 'facturado', 'pago', 'pagué', 'pagar', 'pagado', 'dinero',
    '=plata', 'suscripción', 'suscrito', 'suscribí', 'cancelé', 'cancelar', 'cancelación', 'cancelado', 'renovación', 'renovó', 'renueva', 'prueba gratis',
    'prueba gratuita', 'periodo de prueba', 'tarjeta', 'banco', 'cuenta bancaria', 'compra', '=compré', 'comprado', 'recibo', 'transacción', '€', '$', 'euros',
    'dólares', 'pesos', 'premium', 'versión pro', 'reembolso', 'devolución', 'devuelvan', 'estafa',
  ],
  charge: {
    afterCancel: ['después de cancelar', 'aunque cancelé', 'aunque la cancelé', 'aunque lo cancelé', 'a pesar de cancelar', 'ya cancelé', 'ya la cancelé', 'ya lo cancelé', 'cancelé', 'siguen cobrando', 'me siguen cobrando', 'siguen cobrándome', 'me volvieron a cobrar', 'volvieron a cobrar', 'me cobraron de nuevo', 'cobraron otra vez', 'sigue cobrando', 'se renovó sola', 'se renovó aunque'],
    twice: ['dos veces', '2 veces', 'doble cobro', 'cobro doble', 'cobro duplicado', 'cargo duplicado', 'doble cargo', 'cobraron doble', 'duplicado', '2x'],
    unknown: ['no reconozco', 'no he comprado', '=no compré', 'no compré nada', '=nunca compré', 'nunca me suscribí', 'no me suscribí', 'sin mi permiso', 'sin permiso', 'sin mi autorización', 'sin autorización', 'sin mi consentimiento', 'sin avisar', 'sin preguntar', 'no autoricé', 'cobro desconocido', 'cargo desconocido', 'prueba gratis', 'prueba gratuita', 'nunca contraté', 'no contraté', 'nunca la contraté', 'nunca pedí', 'nunca solicité'],
    refund: ['reembols', 'devolución', 'devuelvan', 'devolver mi dinero', 'mi dinero', 'quiero mi dinero', 'regresen mi dinero'],
    charged: ['me cobraron', 'me cobran', 'me cobró', 'me han cobrado', 'cobrado', 'me cargaron', 'un cargo', 'cargo de', 'me descontaron', 'descontaron', 'debitaron', 'me debitaron', 'me quitaron', 'me quitan', 'me sacaron', 'me descuentan', 'se renovó', 'renovaron', 'cobraron', 'siguen cobrando', 'cobro de', 'estado de cuenta'],
    cancelled: ['cancelé', 'cancele', 'cancelado', 'cancelada', 'cancelar la suscripción', 'di de baja', 'me di de baja', 'desuscrib', 'me desuscribí'],
    missing: ['restaurar compra', 'restaurar compras', 'restaurar mi compra', 'recuperar mi compra', 'recuperar la compra', 'compra desapareció', 'perdí mi premium', 'premium desapareció', 'ya no tengo premium', 'me pide pagar de nuevo', 'pagar otra vez', 'pagar de nuevo', 'volver a pagar', 'pagué y', 'pagué pero', 'los anuncios volvieron', 'volvieron los anuncios', 'volvió la publicidad', 'no reconoce mi compra', 'no aparece mi compra', 'como si no hubiera pagado', 'como si no hubiera comprado', 'restauré mis compras', 'restauré las compras', 'restauré la compra', 'restauré mi compra', 'perdí el premium'],
  },
  privacy: [
    'privacidad', 'venden mis datos', 'vender mis datos', 'usan mis datos', 'hacen con mis datos', 'con mis datos', 'datos personales', 'información personal', 'recopila', 'recolecta', 'recolección de datos', 'venden', 'vender mis', 'venden mis',
    'terceros', 'rastreo', 'me rastrea', 'rastreadores', 'espía', 'espionaje', 'permisos', 'acceso a mis', 'acceso a la ubicación', 'acceso a mi ubicación', 'mi ubicación',
    'mis contactos', 'micrófono', 'rgpd', 'gdpr', 'cifrad', 'encriptad', 'cifrado', 'encriptación', 'seguridad', 'filtración', 'publicidad personalizada',
    'anuncios personalizados',
    'dónde vivo', 'donde vivo', 'mi dirección', 'todos pueden ver', 'cualquiera puede ver',
  ],
  account: [
    'mi cuenta', 'una cuenta', 'la cuenta', 'tu cuenta', 'su cuenta', 'de cuenta', 'crear cuenta', 'crear una cuenta', 'registrarme', 'registrarse',
    'iniciar sesión', 'inicio de sesión', 'cerrar sesión', 'cierra sesión', 'cierra la sesión', 'login', 'contraseña', 'nombre de usuario', 'correo electrónico', 'perfil',
    'verificación', 'código de verificación',
    'cuenta de google', 'apple id', 'id de apple',
  ],
  lockedOut: ['no puedo entrar', 'no puedo iniciar sesión', 'no puedo acceder', 'no me deja entrar', 'no me deja iniciar', 'no deja entrar', 'no puedo loguearme', 'no puedo ingresar', 'no me deja ingresar', 'cuenta bloqueada', 'bloquearon mi cuenta', 'cuenta no encontrada', 'cuenta no existe', 'no existe la cuenta', 'perdí el acceso', 'perdí acceso', 'no me llega el código', 'no llega el código', 'nunca llega el código', 'no recibo el código', 'olvidé mi contraseña', 'olvide mi contraseña', 'restablecer la contraseña', 'restablecer contraseña', 'no me llega el correo', 'contraseña incorrecta'],
  deletion: ['eliminar mi cuenta', 'borrar mi cuenta', 'eliminar la cuenta', 'borrar la cuenta', 'dar de baja mi cuenta', 'cerrar mi cuenta', 'eliminar mis datos', 'borrar mis datos', 'eliminación de mi cuenta', 'eliminación de la cuenta', 'eliminar cuenta', 'borrar cuenta', 'derecho al olvido', 'supresión de mis datos', 'borren mi cuenta', 'borren mis datos', 'elimino mi cuenta', 'borro mi cuenta', 'eliminen mi cuenta', 'elimina mi cuenta', 'borra mi cuenta', 'cierro mi cuenta', 'elimino la cuenta', 'borro la cuenta', 'elimino mis datos', 'borro mis datos', 'eliminen mis datos', 'dar de baja la cuenta'],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      'no se guardó', 'no se guardaron', 'no se ha guardado', 'no se grabó', 'no se registró', 'no me guardó', 'no guardó', 'no registró',
      // "Another update that deletes my notes": the app deleting, said in the present.
      'que borra', 'que me borra', 'que elimina', 'que me elimina','perdí', 'perdido', 'perdidos', 'perdidas', 'perdió', 'se perdió', 'se perdieron', 'desapareció', 'desaparecieron', 'desaparecido', 'desaparecidas', 'se borró', 'se borraron', 'borrado', 'borrados', 'borradas', 'borró', 'eliminado', 'eliminados', 'vacía', 'vacío', 'reiniciado', 'se reinició', 'sobrescrib', 'ya no están', 'ya no aparecen', 'desde cero', 'empezar de nuevo', 'empiezo desde', 'volver a empezar'],
    objects: ['mi carrera', 'toda mi carrera', 'nota', 'notas', 'datos', 'progreso', 'niveles', 'monedas', 'gemas', 'diamantes', 'todas mis', 'todos mis', 'archivos', 'fotos', 'carpeta', 'carpetas', 'historial', 'carreras', 'entrenamientos', 'estadísticas', 'récords', 'registros', 'listas', 'documentos', 'grabaciones', 'partida', 'medallas', 'insignias', 'logros', 'trofeos', 'racha', 'plan de entrenamiento'],
    phrases: ['pérdida de datos', 'perdí todo', 'se borró todo', 'todo desapareció', 'lo perdí todo', 'desde el nivel 1', 'volví al nivel 1', 'en el nivel 1', 'al nivel 1', 'empezar de cero', 'empecé de cero', 'desde cero', 'de vuelta al nivel 1', 'progreso perdido', 'perdí mi progreso', 'perdí todo mi progreso', 'recuperar mis notas', 'recuperar mis datos', 'recuperar mi progreso', 'devuélvanme mis notas', 'quiero mis notas'],
    bought: ['gemas', 'monedas', 'diamantes', 'premium', 'suscripción', '=compra', '=compras', 'versión pro', 'sin anuncios'],
    fears: ['pierdo', 'perderé', 'voy a perder', 'se pierde', 'se pierden', 'si cambio', 'si me cambio', 'al cambiar de', 'si reinstalo', 'si desinstalo', 'sin perder'],
    worries: ['miedo', 'por si se pierde', 'por si se pierden', 'por si pierdo', 'no quiero perder', 'temo perder', 'no quiero', 'sin tener que', 'sin empezar'],
    notData: [
      // "GPS signal lost during my whole run": a fault, no data lost.
      'pierde la señal', 'perdió la señal', 'perdió el gps', 'pierde el gps', 'perdió la conexión', 'perdí el interés', 'perdí la paciencia', 'perdí las ganas', 'perdí la confianza', 'perdí la motivación', 'pierdo la paciencia', 'pierdo el interés', 'perdido el interés', 'perdido la paciencia'],
  },
  supportFailed: [
    'soporte no responde', 'soporte no contesta', 'no responde a mis correos', 'no responde mis correos', 'no responde a mis mensajes', 'no responden', 'no contestan', 'no me responden', 'no me contestan', 'nadie responde', 'nadie contesta', 'sin respuesta', 'ninguna respuesta', 'ni respuesta',
    'nunca respondieron', 'nunca contestaron', 'no respondieron', 'no contestaron', 'ignoran', 'me ignoran', 'soporte inútil', 'soporte pésimo', 'no hay soporte',
    'sin soporte', 'escribí al soporte', 'escribí al correo', 'les escribí', 'escribí varias veces', 'he escrito', 'mandé correo', 'mandé un correo', 'envié correo',
    'envié un correo', 'contacté al soporte', 'contacté con soporte', 'sigo esperando', 'respuesta automática', 'y nada',
    'nunca me respondieron', 'nunca me contestaron', 'nunca contesta', 'nunca responde', 'no contesta', 'nunca me responden', 'nunca me contestan',
    'esperando respuesta', 'esperando una respuesta', 'sin noticias', 'nadie me ha respondido', 'nadie me respondió', 'nadie me contestó',
    'respuestas automáticas', 'la misma respuesta', 'respuesta genérica',
    // Said to the team itself: "nunca respondéis los correos".
    'no respondéis', 'nunca respondéis', 'no contestáis', 'nunca contestáis',
    'ni contesta', 'ni contestan', 'no hacen caso', 'ni caso',
  ],
  storeLoop: [
    'google dice', 'google me dice', 'google me dijo', 'google play dice', 'apple dice', 'apple me dijo', 'app store dice', 'que hable con ustedes', 'hablar con ustedes',
    'contactar al desarrollador', 'contactar con el desarrollador', 'hable con el desarrollador', 'me mandan a', 'me mandaron a', 'me remiten', 'me redirigen',
    'de un lado a otro', 'ping pong', 'no pueden hacer nada', 'no me devuelve', 'no me devuelven', 'no me quiere devolver', 'no me quieren devolver', 'no quiere devolver', 'no me reembolsa', 'se niega a reembolsar', 'google rechazó', 'apple rechazó', 'rechazaron el reembolso', 'reembolso rechazado', 'negaron el reembolso',
    'en apple me dijeron', 'en google me dijeron', 'apple me dice', 'lo tiene que resolver el desarrollador', 'resolver el desarrollador', 'que contacte al desarrollador', 'que contactara al desarrollador', 'que los contactara', 'que los contacte', 'que les escribiera', 'que les escriba',
    'negó el reembolso', 'me negó el reembolso', 'rechazó el reembolso',
  ],
  abuse: ['idiota', 'idiotas', 'imbécil', 'imbéciles', 'estúpidos', 'pendejo', 'pendejos', 'cabrón', 'cabrones', 'hijo de puta', 'hijos de puta', '=hdp', 'hijueputa', 'hijueputas', 'malparido', 'malparidos', 'gilipollas', 'subnormal', 'subnormales', 'mamones', 'culero', 'culeros', 'boludo', 'boludos', 'pelotudo', 'pelotudos', 'vete a la mierda', 'váyanse a la mierda', 'chinga tu madre', 'chinguen', 'muéranse', 'bola de inútiles', 'desarrolladores de mierda', 'devs de mierda', 'se vayan a la quiebra', 'ojalá quiebren', 'ojalá cierren', 'ojalá se mueran', 'que se mueran', 'muérete', 'inútiles de mierda', 'son unos idiotas', 'ojalá se les caiga', 'ojalá quiebre', 'ojalá se hundan', 'panda de inútiles', 'panda de ladrones', 'panda de idiotas', 'panda de incompetentes', 'pandilla de inútiles', 'pandilla de ladrones', 'pandilla de idiotas', 'pandilla de incompetentes', 'bola de ladrones'],
  legal: ['abogado', 'demanda', 'demandar', 'denuncia', 'denunciar', 'tribunal', 'juzgado', 'profeco', 'oficina del consumidor', 'omic', 'facua', '=ocu', 'protección al consumidor', 'defensa del consumidor', 'policía', 'acciones legales', 'reportar la tarjeta', 'desconocer el cargo', 'contracargo', 'aepd', 'protección de datos'],
  plea: ['arreglen', 'arréglenlo', 'arreglarlo', 'arreglen esto', 'van a arreglar', 'lo van a arreglar', 'solucionen', 'solucionarlo', 'van a solucionar', 'corrijan', 'corregirlo', 'reparen', 'ayúdenme', 'ayuda por favor', 'necesito ayuda', 'socorro', 'por favor arreglen'],
  rhetorical: ['por qué debería alguien', 'quién en su sano juicio', 'de quién fue la idea', 'por qué alguien', 'quién pagaría', 'quién va a pagar', 'en qué estaban pensando', 'en qué pensaban', 'qué estaban pensando', 'quién diseñó', 'a quién se le ocurrió', 'quién aprobó', 'es una broma', 'es broma', 'es en serio', 'en serio?', 'me están tomando el pelo', 'lo probaron', 'probaron esto', 'tan difícil es', 'es tan difícil', 'para qué sirve'],
  why: ['por qué', '=porque', '=xq', '=pq', '=porq'],
  wishQuestion: ['es posible', 'se puede', 'se podría'],
  patterns: {
    // "¿Puedo usarla sin internet?" asks; "puedo decir que es la mejor" does not.
    question: [/^(?:puedo|se puede|podre) (?:usar|ver|exportar|pasar|cambiar|recuperar|sincronizar|conectar|correr|jugar|poner|quitar|borrar|tener|hacer)\b/u],
  },
  spam: [
    'gana dinero', 'ganar dinero', 'gane dinero', 'dinero fácil', 'ingresos pasivos', 'trabajo desde casa', 'trabaja desde casa', 'desde casa', 'haz clic', 'da clic',
    'visita mi', 'visiten mi', 'sígueme', 'síguenme', 'suscríbete', 'mi canal', 'código promocional', 'código de referido', 'usa mi código', 'monedas gratis', 'gemas gratis',
    'diamantes gratis', 'descarguen mejor', 'mejor descarguen', 'escríbeme', 'contáctame', 'en instagram', 'préstamo', 'casino', 'apuestas',
    'link en mi perfil', 'link en la bio', 'link en bio', 'enlace en mi perfil', 'por whatsapp', 'al whatsapp', 'mándame mensaje', 'sin buró', 'sin aval', 'aprobación inmediata', 'sin experiencia', 'criptomonedas', 'bitcoin', 'inversión segura', 'te regalo', 'mi canal de youtube', 'suscríbanse', 'copia y pega', 'euros al día', 'pesos al día', 'dólares al día',
    'monedas infinitas', 'gemas infinitas', 'diamantes infinitos', 'en mi perfil', 'mandame un mensaje', 'mándame un mensaje', 'ganá plata', 'gana plata',
    'mi sitio', 'mi página web', 'mi web',
  ],
}
