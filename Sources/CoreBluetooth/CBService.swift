import Foundation

/// A service: a peripheral's group of characteristics for one function (heart rate, battery).
/// A remote service comes from `discoverServices(_:)`, which a render never completes; apps
/// make local ones with `CBMutableService`.
open class CBService: CBAttribute {
    private let primary: Bool
    weak var owner: CBPeripheral?
    var storedIncludedServices: [CBService]?
    var storedCharacteristics: [CBCharacteristic]?

    init(type uuid: CBUUID, primary isPrimary: Bool) {
        primary = isPrimary
        super.init(uuid: uuid)
    }

    /// The peripheral the service belongs to (held weakly): `nil` for a local service.
    open var peripheral: CBPeripheral? { owner }
    /// Whether the service is primary (a device's main function) rather than secondary.
    open var isPrimary: Bool { primary }
    /// The services this one includes, as discovered or set: `nil` until then.
    open var includedServices: [CBService]? { storedIncludedServices }
    /// The service's characteristics, as discovered or set: `nil` until then.
    open var characteristics: [CBCharacteristic]? { storedCharacteristics }
}

/// A service an app publishes with a peripheral manager: its UUID, type, characteristics and
/// included services are the app's. A render's peripheral manager publishes nothing.
open class CBMutableService: CBService {
    /// A service with a UUID, primary or secondary, with no characteristics yet.
    public override init(type UUID: CBUUID, primary isPrimary: Bool) {
        super.init(type: UUID, primary: isPrimary)
    }

    /// The services this one includes (`nil` for none).
    open override var includedServices: [CBService]? {
        get { storedIncludedServices }
        set { storedIncludedServices = newValue }
    }

    /// The service's characteristics (`nil` for none); each learns its service.
    open override var characteristics: [CBCharacteristic]? {
        get { storedCharacteristics }
        set {
            storedCharacteristics = newValue
            newValue?.forEach { $0.owner = self }
        }
    }
}
