import { installCoreBridge } from './core-bridge'

// A setup file runs before the test file imports the renderer, whose transport is chosen once.
installCoreBridge()
