#!/usr/bin/env node
// Runs the TypeScript CLI directly (no build step), so `npx review-reply` works right after install.
import { register } from 'tsx/esm/api'

register()
await import('../src/main/cli/index.ts')
