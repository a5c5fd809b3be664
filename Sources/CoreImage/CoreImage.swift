// The module a file's `import CoreImage` (or `import CoreImage.CIFilterBuiltins`) finds on
// Linux: CIImage, CIFilter with the QR code generator, CIContext, CIColor. It re-exports
// CoreGraphics (CGImage, CGRect, CGAffineTransform), as Apple's CoreImage makes them visible.
@_exported import CoreGraphics
