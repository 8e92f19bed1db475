/** Options every CLI command accepts; `--help` and the CLI reference list them from here. */
export const GLOBAL_OPTIONS = [
  { flag: '--data-dir DIR', description: "data folder (default: the desktop app's; env REVIEW_REPLY_DATA_DIR)" },
  { flag: '--json', description: 'machine-readable output on stdout; errors on stderr' },
  { flag: '--help', description: 'print the commands and these options' },
  { flag: '--version', description: 'print the version' },
] as const
