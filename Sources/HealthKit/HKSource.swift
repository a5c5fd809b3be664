import Foundation

/// Where samples come from: an app or a device, by name and bundle identifier.
open class HKSource: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    /// The source's name.
    public let name: String
    /// The source's bundle identifier.
    public let bundleIdentifier: String

    init(name: String, bundleIdentifier: String) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        super.init()
    }

    /// The running app as a source: its display name and bundle identifier.
    open class func `default`() -> HKSource {
        let info = Bundle.main.infoDictionary ?? [:]
        let name = info["CFBundleDisplayName"] as? String ?? info["CFBundleName"] as? String ?? ProcessInfo.processInfo.processName
        return HKSource(name: name, bundleIdentifier: Bundle.main.bundleIdentifier ?? "")
    }
}

/// A source at one version: the app or device version and system that saved a sample.
open class HKSourceRevision: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    /// The source.
    public let source: HKSource
    /// Its version, if known.
    public let version: String?
    /// The device model that saved the sample, if known.
    public let productType: String?
    /// The system version that saved the sample.
    public let operatingSystemVersion: OperatingSystemVersion

    /// A revision of `source` at `version`.
    public init(source: HKSource, version: String?, productType: String?, operatingSystemVersion: OperatingSystemVersion) {
        self.source = source
        self.version = version
        self.productType = productType
        self.operatingSystemVersion = operatingSystemVersion
        super.init()
    }

    /// A revision of `source` at `version`, on this system.
    public convenience init(source: HKSource, version: String?) {
        self.init(source: source, version: version, productType: nil, operatingSystemVersion: OperatingSystemVersion(majorVersion: 26, minorVersion: 0, patchVersion: 0))
    }
}

extension HKObject {
    /// The app and version that saved the object: the running app, since a render's store
    /// holds only what the app makes.
    public var sourceRevision: HKSourceRevision {
        HKSourceRevision(source: .default(), version: Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String)
    }
}
