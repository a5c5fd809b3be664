/* librsvg and poppler-glib in one module: both include cairo.h, which a Swift module may
   see through one C module only (BackplateVectorDocuments, which imports no other). */
#include <librsvg/rsvg.h>
#include <poppler/glib/poppler.h>
