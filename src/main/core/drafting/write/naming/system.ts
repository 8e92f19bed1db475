/**
 * A system named without a device ("iOS 17.4", no phone) takes the device's place in lines
 * written for a device. Where the line says "device" in words ("na urządzeniu {device}",
 * "على جهاز {device}", "{device} cihazınızda"), the system alone would be called a device
 * ("na urządzeniu iOS 17.4"): it is named as what the device runs instead ("na urządzeniu z
 * iOS 17.4"). Elsewhere the system stands as it is ("on your Android 14", "на Android 14").
 */
const RUNNING: Record<string, (os: string) => string> = {
  pl: (os) => `z ${os}`,
  ar: (os) => `بنظام ${os}`,
  tr: (os) => `${os} yüklü`,
}

/** The words that fill a line's device slot with the system alone, in the language `code`. */
export function systemInDeviceSlot(os: string, code: string): string {
  return RUNNING[code]?.(os) ?? os
}
