// The Accessibility framework's chart descriptors, which SwiftUI's API names.
@_exported import Accessibility
