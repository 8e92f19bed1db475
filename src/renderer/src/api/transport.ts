import { chooseTransport, type Transport } from './choose-transport'

export { MISSING_BRIDGE_MESSAGE } from './choose-transport'

/** Chosen once, when the page loads: a page never switches between the bridge and HTTP. */
export const transport: Transport = chooseTransport(window, document)
