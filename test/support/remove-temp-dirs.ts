import { afterAll } from 'vitest'
import { removeTempDirs } from './temp-dir'

// Every test file's temp folders go when it ends, so runs do not fill the machine's temp folder.
afterAll(removeTempDirs)
