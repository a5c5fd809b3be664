// On iOS `import AppIntents` brings Foundation, whose `LocalizedStringResource` an intent's
// `static let title: LocalizedStringResource` names; Backplate's is in its core.
@_exported import Foundation
@_exported import struct BackplateCore.LocalizedStringResource
