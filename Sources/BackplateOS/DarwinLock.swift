// `import os` on iOS brings Darwin's `os_unfair_lock` (os/lock.h) besides the logging names.
@_exported import BackplateDarwin
