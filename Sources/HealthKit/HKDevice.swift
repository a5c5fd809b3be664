import Foundation

/// A device that records health data: its name, maker, model and versions.
open class HKDevice: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    /// The device's name.
    public let name: String?
    /// Its maker.
    public let manufacturer: String?
    /// Its model.
    public let model: String?
    /// Its hardware version.
    public let hardwareVersion: String?
    /// Its firmware version.
    public let firmwareVersion: String?
    /// Its software version.
    public let softwareVersion: String?
    /// An identifier the app gives it.
    public let localIdentifier: String?
    /// Its FDA Unique Device Identifier.
    public let udiDeviceIdentifier: String?

    /// A device described by these values.
    public init(name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
                softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier: String?) {
        self.name = name
        self.manufacturer = manufacturer
        self.model = model
        self.hardwareVersion = hardwareVersion
        self.firmwareVersion = firmwareVersion
        self.softwareVersion = softwareVersion
        self.localIdentifier = localIdentifier
        self.udiDeviceIdentifier = udiDeviceIdentifier
        super.init()
    }

    /// This device, as the iPhone simulator describes itself: an Apple iPhone on iOS 26.
    open class func local() -> HKDevice {
        HKDevice(name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: nil, firmwareVersion: nil,
                 softwareVersion: "26.0", localIdentifier: nil, udiDeviceIdentifier: nil)
    }
}

/// The property keys of `HKQuery.predicateForObjects(withDeviceProperty:allowedValues:)`.
public let HKDevicePropertyKeyName = "HKDevicePropertyName"
/// The maker property key.
public let HKDevicePropertyKeyManufacturer = "HKDevicePropertyManufacturer"
/// The model property key.
public let HKDevicePropertyKeyModel = "HKDevicePropertyModel"
/// The hardware version property key.
public let HKDevicePropertyKeyHardwareVersion = "HKDevicePropertyHardwareVersion"
/// The firmware version property key.
public let HKDevicePropertyKeyFirmwareVersion = "HKDevicePropertyFirmwareVersion"
/// The software version property key.
public let HKDevicePropertyKeySoftwareVersion = "HKDevicePropertySoftwareVersion"
/// The local identifier property key.
public let HKDevicePropertyKeyLocalIdentifier = "HKDevicePropertyLocalIdentifier"
/// The UDI device identifier property key.
public let HKDevicePropertyKeyUDIDeviceIdentifier = "HKDevicePropertyUDIDeviceIdentifier"

extension HKQuery {
    /// Objects saved by `source`. Like every predicate here it matches all (the store is empty).
    public class func predicateForObjects(from source: HKSource) -> NSPredicate { NSPredicate(value: true) }
    /// Objects saved by any of `sources`.
    public class func predicateForObjects(from sources: Set<HKSource>) -> NSPredicate { NSPredicate(value: true) }
    /// Objects saved by any of `sourceRevisions`.
    public class func predicateForObjects(from sourceRevisions: Set<HKSourceRevision>) -> NSPredicate { NSPredicate(value: true) }
    /// Objects recorded by any of `devices`.
    public class func predicateForObjects(from devices: Set<HKDevice>) -> NSPredicate { NSPredicate(value: true) }
    /// Samples associated with `workout` (its heart rate, its route).
    public class func predicateForObjects(from workout: HKWorkout) -> NSPredicate { NSPredicate(value: true) }
    /// Objects whose device has one of `allowedValues` for `key` (an `HKDevicePropertyKey...`).
    public class func predicateForObjects(withDeviceProperty key: String, allowedValues: Set<String>) -> NSPredicate { NSPredicate(value: true) }
    /// The object with `UUID`.
    public class func predicateForObject(with UUID: UUID) -> NSPredicate { NSPredicate(value: true) }
    /// The objects with any of `UUIDs`.
    public class func predicateForObjects(with UUIDs: Set<UUID>) -> NSPredicate { NSPredicate(value: true) }
    /// Objects whose metadata has `key`.
    public class func predicateForObjects(withMetadataKey key: String) -> NSPredicate { NSPredicate(value: true) }
    /// Objects whose metadata value for `key` is one of `allowedValues`.
    public class func predicateForObjects(withMetadataKey key: String, allowedValues: [Any]) -> NSPredicate { NSPredicate(value: true) }
    /// Objects whose metadata value for `key` compares to `value` by `operatorType`.
    // Deprecated here only because Linux Foundation deprecates NSComparisonPredicate (its operator type).
    @available(*, deprecated, message: "swift-corelibs-foundation has no NSComparisonPredicate; this predicate matches everything")
    public class func predicateForObjects(withMetadataKey key: String, operatorType: NSComparisonPredicate.Operator, value: Any)
        -> NSPredicate { NSPredicate(value: true) }
    /// Objects in no correlation.
    public class func predicateForObjectsWithNoCorrelation() -> NSPredicate { NSPredicate(value: true) }
    /// Category samples whose value compares to `value` by `operatorType`.
    // Deprecated here only because Linux Foundation deprecates NSComparisonPredicate (its operator type).
    @available(*, deprecated, message: "swift-corelibs-foundation has no NSComparisonPredicate; this predicate matches everything")
    public class func predicateForCategorySamples(with operatorType: NSComparisonPredicate.Operator, value: Int) -> NSPredicate {
        NSPredicate(value: true)
    }
    /// Category samples whose value is one of `values`.
    public class func predicateForCategorySamples(equalTo values: Set<Int>) -> NSPredicate { NSPredicate(value: true) }
    /// Quantity samples whose quantity compares to `quantity` by `operatorType`.
    // Deprecated here only because Linux Foundation deprecates NSComparisonPredicate (its operator type).
    @available(*, deprecated, message: "swift-corelibs-foundation has no NSComparisonPredicate; this predicate matches everything")
    public class func predicateForQuantitySamples(with operatorType: NSComparisonPredicate.Operator, quantity: HKQuantity) -> NSPredicate {
        NSPredicate(value: true)
    }
}
