#include "CGBitmapHook.h"

// Defined by BackplateCairo (`@_cdecl`, ViewRasterizer.swift and CGPDFWriter.swift). Weak: a
// program that links CoreGraphics without the backend still links, and bitmap and PDF contexts
// then make nothing.
extern void BackplateRasterizeCGJob(void *job) __attribute__((weak));
extern void BackplateWriteCGPDFJob(void *job) __attribute__((weak));

int backplate_cg_rasterize(void *job) {
    if (BackplateRasterizeCGJob == 0) {
        return 0;
    }
    BackplateRasterizeCGJob(job);
    return 1;
}

int backplate_cg_write_pdf(void *job) {
    if (BackplateWriteCGPDFJob == 0) {
        return 0;
    }
    BackplateWriteCGPDFJob(job);
    return 1;
}
