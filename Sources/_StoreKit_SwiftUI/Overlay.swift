// StoreKit's cross-import overlay with SwiftUI, where iOS declares `ProductView` and `SubscriptionStoreView`; Xcode's completions
// write `import _StoreKit_SwiftUI`, which on iOS re-exports StoreKit, as this module does.
@_exported import StoreKit
