#include "CHTMLReader.h"
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

void *bp_html_parse(const char *bytes, int length, const char *encoding) {
    if (bytes == NULL || length <= 0) {
        return NULL;
    }
    int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET;
    return htmlReadMemory(bytes, length, NULL, encoding, options);
}

void bp_html_free(void *document) {
    if (document != NULL) {
        xmlFreeDoc((xmlDocPtr)document);
    }
}

void *bp_html_first_node(void *document) {
    return document == NULL ? NULL : ((xmlDocPtr)document)->children;
}

void *bp_html_first_child(void *node) {
    return node == NULL ? NULL : ((xmlNodePtr)node)->children;
}

void *bp_html_next(void *node) {
    return node == NULL ? NULL : ((xmlNodePtr)node)->next;
}

BPHTMLNodeKind bp_html_kind(void *node) {
    switch (((xmlNodePtr)node)->type) {
    case XML_ELEMENT_NODE:
        return BPHTMLElement;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE:
        return BPHTMLText;
    default:
        return BPHTMLOther;
    }
}

const char *bp_html_name(void *node) {
    return (const char *)((xmlNodePtr)node)->name;
}

const char *bp_html_text(void *node) {
    return (const char *)((xmlNodePtr)node)->content;
}

char *bp_html_attribute(void *node, const char *name) {
    return (char *)xmlGetProp((xmlNodePtr)node, (const xmlChar *)name);
}

void bp_html_free_string(char *string) {
    if (string != NULL) {
        xmlFree(string);
    }
}
