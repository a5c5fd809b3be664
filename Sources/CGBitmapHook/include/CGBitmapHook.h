#ifndef CG_BITMAP_HOOK_H
#define CG_BITMAP_HOOK_H

/// Draws a bitmap CGContext's recorded operations (a `CGRasterJob`, passed unretained) with
/// the rasterizer BackplateCairo defines, when it is linked: CoreGraphics sits below the cairo
/// backend and cannot name it. Returns 1 when the job ran, 0 when no rasterizer is linked.
int backplate_cg_rasterize(void *job);

/// Writes a PDF CGContext's pages (a `CGPDFJob`, passed unretained) with BackplateCairo's PDF
/// writer, when it is linked. Returns 1 when the job ran, 0 when no writer is linked.
int backplate_cg_write_pdf(void *job);

#endif
