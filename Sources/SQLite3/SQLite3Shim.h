// `import SQLite3`, as on iOS: the system's SQLite (libsqlite3-dev), its C API unchanged.
#include <sqlite3.h>
