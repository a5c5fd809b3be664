// The module a file's `import PencilKit` finds on Linux. On iOS it brings UIKit and Foundation
// with it; so does Backplate's. A still render has no touches: canvases show the strokes code put
// in their drawing, and tool pickers never appear.
@_exported import BackplateUIKit
@_exported import Foundation
