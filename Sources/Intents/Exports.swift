// `import Intents` brings Foundation on iOS, and with it `NSUserActivity`, which responses carry;
// Linux's Foundation lacks that class, so this module re-exports BackplateCore's.
@_exported import Foundation
@_exported import class BackplateCore.NSUserActivity
