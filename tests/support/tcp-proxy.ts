import net from 'node:net'

/**
 * A TCP hop between the app and PostgreSQL that a test can cut and restore, to see the app
 * lose its database and recover without a restart, or pause: connections stay open but nothing
 * passes, as with a hung server or a network that drops packets (no reset, no answer); resuming
 * lets the held bytes through.
 */
export class TcpProxy {
  readonly #target: { host: string; port: number }
  #server: net.Server | undefined
  readonly #sockets = new Set<net.Socket>()
  readonly #held: { to: net.Socket; data: Buffer }[] = []
  #paused = false
  port = 0

  constructor(target: { host: string; port: number }) {
    this.#target = target
  }

  async start(port = 0): Promise<number> {
    this.#server = net.createServer((client) => {
      const upstream = net.connect(this.#target.port, this.#target.host)
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket)
        socket.on('close', () => this.#sockets.delete(socket))
        socket.on('error', () => socket.destroy())
      }
      const forward = (to: net.Socket) => (data: Buffer) => {
        if (this.#paused) this.#held.push({ to, data })
        else if (!to.destroyed) to.write(data)
      }
      client.on('data', forward(upstream))
      upstream.on('data', forward(client))
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    await new Promise<void>((resolve) => this.#server!.listen(port, '127.0.0.1', resolve))
    const address = this.#server.address()
    this.port = typeof address === 'object' && address ? address.port : 0
    return this.port
  }

  /** Holds every byte in both directions until resume(). */
  pause(): void {
    this.#paused = true
  }

  resume(): void {
    this.#paused = false
    for (const { to, data } of this.#held.splice(0)) if (!to.destroyed) to.write(data)
  }

  /** Stops listening and drops every open connection. */
  async cut(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy()
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()))
    this.#server = undefined
  }
}
