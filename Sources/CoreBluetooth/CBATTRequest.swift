import Foundation

/// A remote central's request to read or write a characteristic of this app's peripheral
/// manager. Only Core Bluetooth makes them; a render advertises nothing, so none arrives.
open class CBATTRequest: NSObject {
    private let requestCentral: CBCentral
    private let requestCharacteristic: CBCharacteristic
    private let requestOffset: Int

    init(central: CBCentral, characteristic: CBCharacteristic, offset: Int, value: Data?) {
        requestCentral = central
        requestCharacteristic = characteristic
        requestOffset = offset
        self.value = value
        super.init()
    }

    /// The central that sent the request.
    open var central: CBCentral { requestCentral }
    /// The characteristic to read or write.
    open var characteristic: CBCharacteristic { requestCharacteristic }
    /// Where in the value to start, in bytes.
    open var offset: Int { requestOffset }
    /// The value to write, or (for a read) the value the app answers with.
    open var value: Data?
}
