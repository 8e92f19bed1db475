import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'

export interface RotatingFileOptions {
  /** Start a new file once the current one would grow past this many bytes. */
  maxBytes?: number
  /** How many older files to keep beside the current one (main.1.log is the newest). */
  keep?: number
  name?: string
}

export interface RotatingFile {
  readonly folder: string
  readonly path: string
  write(line: string): void
  close(): void
}

/**
 * An append-only log file in `folder` (0600 in a 0700 folder), rotated by size so a long-running
 * app never fills the disk: main.log → main.1.log → … → main.<keep>.log, the oldest dropped.
 * Writes are synchronous and tiny (one JSON line), so a crash loses nothing already logged.
 */
export function openRotatingFile(folder: string, options: RotatingFileOptions = {}): RotatingFile {
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024
  const keep = options.keep ?? 3
  const name = options.name ?? 'main'
  const path = join(folder, `${name}.log`)
  const older = (n: number) => join(folder, `${name}.${n}.log`)
  mkdirSync(folder, { recursive: true, mode: 0o700 })

  let fd: number | null = openSync(path, 'a', 0o600)
  let size = fstatSync(fd).size

  const rotate = () => {
    if (fd !== null) closeSync(fd)
    rmSync(older(keep), { force: true })
    for (let n = keep - 1; n >= 1; n--) if (existsSync(older(n))) renameSync(older(n), older(n + 1))
    if (keep >= 1) renameSync(path, older(1))
    else rmSync(path, { force: true })
    fd = openSync(path, 'a', 0o600)
    size = 0
  }

  return {
    folder,
    path,
    write(line) {
      if (fd === null) return
      const bytes = Buffer.from(line.endsWith('\n') ? line : `${line}\n`, 'utf8')
      if (size > 0 && size + bytes.length > maxBytes) rotate()
      writeSync(fd as number, bytes)
      size += bytes.length
    },
    close() {
      if (fd === null) return
      closeSync(fd)
      fd = null
    },
  }
}
