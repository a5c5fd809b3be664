// The module a file's `import PDFKit` finds on Linux: documents and pages read, measured,
// searched and drawn by poppler-glib, and a PDF view that draws its pages as iOS lays them out.
@_exported import BackplateUIKit
@_exported import Foundation
