import { CoreError } from '../core/errors'
import type { CliContext } from './types'

export function stringOption(ctx: CliContext, name: string, required: true): string
export function stringOption(ctx: CliContext, name: string, required?: false): string | undefined
export function stringOption(ctx: CliContext, name: string, required = false): string | undefined {
  const value = ctx.args.options[name]
  if (value === true) throw new CoreError('INVALID_INPUT', `--${name} needs a value.`, name)
  if (value === undefined && required) throw new CoreError('INVALID_INPUT', `--${name} is required.`, name)
  return value
}

export function positional(ctx: CliContext, index: number, what: string): string {
  const value = ctx.args.positionals[index]
  if (!value) throw new CoreError('INVALID_INPUT', `Missing ${what}.`)
  return value
}
