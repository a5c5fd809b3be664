// The module a file's `import CallKit` finds on Linux: the VoIP call provider, call controller,
// observer, actions and call directory manager, answering as a device with no telephony service
// does in a render. No call ever arrives or connects: reporting an incoming call completes with
// `CXErrorCodeIncomingCallError.unknown`, controller requests complete with a
// `CXErrorCodeRequestTransactionError`, each with a runtime warning, and observers see no calls.
// Every completion handler is called, on the queue CallKit documents; provider and observer
// delegates never are. Values (handles, updates, actions, transactions, configurations) keep what
// they are given, with CallKit's defaults.
@_exported import Foundation
