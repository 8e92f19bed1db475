import type { Server } from 'node:net'
import { plainAddress } from './client-address'

/**
 * Closes a new connection at once when its address already holds `max`: the global cap
 * (`server.maxConnections`) alone let one host's idle sockets lock everyone else out. Addresses
 * for which `exempt` is true (a trusted reverse proxy) are not counted.
 */
export function limitPerAddress(
  server: Server,
  max: number,
  exempt: (address: string) => boolean,
): void {
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const address = plainAddress(socket.remoteAddress) ?? 'unknown'
    if (exempt(address)) return
    const count = open.get(address) ?? 0
    if (count >= max) {
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
