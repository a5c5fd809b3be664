import Foundation

/// A type naming a framework's or package's app intents and the packages whose intents it
/// includes (iOS 17). The system reads intents from it; a render does not.
public protocol AppIntentsPackage {
    /// The packages whose intents this one includes.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    /// No other package.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

/// An app entity that Spotlight indexes (iOS 18). Its attribute set is the app's own
/// (Core Spotlight's `CSSearchableItemAttributeSet`); nothing is indexed in a render.
public protocol IndexedEntity: AppEntity {}
