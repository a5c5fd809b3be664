#include "CGBitmapHook.h"

// Defined by BackplateCairo (`@_cdecl`, CGContextRasterizer.swift). Weak: a program that links
// CoreGraphics without the backend still links, and bitmap contexts then make no image.
extern void BackplateRasterizeCGJob(void *job) __attribute__((weak));

int backplate_cg_rasterize(void *job) {
    if (BackplateRasterizeCGJob == 0) {
        return 0;
    }
    BackplateRasterizeCGJob(job);
    return 1;
}
