// Preloaded into the Prism child (node --require): Prism exits as soon as the harness that
// started it is gone, even when the harness was killed without a chance to clean up.
'use strict';
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
  if (process.ppid !== parent) process.exit(0);
}, 500).unref();
