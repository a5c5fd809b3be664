// The module a file's `import FoundationModels` finds on Linux: Apple's on-device language
// model API, answering as a device without Apple Intelligence does (no model, so nothing is
// generated: see `SystemLanguageModel`). A render draws what such a device shows.
@_exported import Foundation
@_exported import Observation
