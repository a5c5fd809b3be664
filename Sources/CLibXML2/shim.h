// libxml2, for CHTMLReader's C code only (its headers include the system's ICU, which Swift
// code importing Foundation must not see).
#include <libxml/HTMLparser.h>
