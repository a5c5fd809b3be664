// The module a file's `import Translation` finds on Linux: Apple's on-device translation
// (sessions, language availability, errors) and its SwiftUI modifiers, answering as an iPhone
// with no translation languages downloaded and nobody to accept a download: supported pairs
// are `.supported` but never `.installed`, and every translation throws with a runtime warning.
@_exported import Foundation
