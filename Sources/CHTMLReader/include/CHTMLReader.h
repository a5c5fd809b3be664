#ifndef C_HTML_READER_H
#define C_HTML_READER_H

// libxml2's HTML parser behind plain pointers: libxml2's own headers include the system's ICU,
// which clashes with the ICU Foundation bundles, so Swift sees only these functions.

/// A node's kind: an element, text (or CDATA), or anything else.
typedef enum { BPHTMLElement = 1, BPHTMLText = 2, BPHTMLOther = 3 } BPHTMLNodeKind;

/// Parses `length` bytes of HTML with recovery and no network (`encoding` NULL: the document's
/// `<meta charset>`, else Latin-1). NULL when nothing could be read; free with bp_html_free.
void *bp_html_parse(const char *bytes, int length, const char *encoding);
/// Frees a parsed document.
void bp_html_free(void *document);
/// The document's first top-level node (NULL when empty).
void *bp_html_first_node(void *document);
/// A node's first child, or NULL.
void *bp_html_first_child(void *node);
/// A node's next sibling, or NULL.
void *bp_html_next(void *node);
/// A node's kind.
BPHTMLNodeKind bp_html_kind(void *node);
/// An element's name (owned by the document), or NULL.
const char *bp_html_name(void *node);
/// A text node's UTF-8 characters (owned by the document), or NULL.
const char *bp_html_text(void *node);
/// A copy of an element's attribute value (free with bp_html_free_string), or NULL.
char *bp_html_attribute(void *node, const char *name);
/// Frees a string bp_html_attribute returned.
void bp_html_free_string(char *string);

#endif
