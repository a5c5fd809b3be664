import Testing
import Foundation
import SwiftUI
import CoreBluetooth

/// A central's delegate as BLE apps write one: it scans once powered on and records each
/// state it is told of, where it was told, and any peripheral a scan finds.
final class BluetoothCentralRecorder: NSObject, CBCentralManagerDelegate {
    private static let queueName = DispatchSpecificKey<String>()
    private(set) var states: [CBManagerState] = []
    private(set) var queueNames: [String?] = []
    private(set) var discovered: [UUID] = []

    /// Marks `queue` so each update records whether it arrived there.
    static func name(_ queue: DispatchQueue, _ name: String) { queue.setSpecific(key: queueName, value: name) }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        states.append(central.state)
        queueNames.append(DispatchQueue.getSpecific(key: Self.queueName))
        if central.state == .poweredOn {
            central.scanForPeripherals(withServices: [CBUUID(string: "180D")])
        }
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
                        advertisementData: [String: Any], rssi RSSI: NSNumber) {
        discovered.append(peripheral.identifier)
    }
}

/// A peripheral manager's delegate: it records each state and advertises once powered on.
final class BluetoothPeripheralRecorder: NSObject, CBPeripheralManagerDelegate {
    private(set) var states: [CBManagerState] = []
    private(set) var advertisingStarted = 0

    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager) {
        states.append(peripheral.state)
    }

    func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: Error?) {
        advertisingStarted += 1
    }
}

/// Core Bluetooth as the iOS Simulator answers it: no radio, so every manager settles on
/// `.unsupported` with one asynchronous update on its queue, scans find nothing, and no
/// peripheral is ever known; UUIDs, properties, errors and keys keep Apple's values.
@Suite struct BluetoothCentralTests {
    @Test func aCentralStartsUnknownThenGetsOneUnsupportedUpdateOnItsQueue() {
        let queue = DispatchQueue(label: "ble.central")
        BluetoothCentralRecorder.name(queue, "ble.central")
        queue.suspend()
        let recorder = BluetoothCentralRecorder()
        let manager = CBCentralManager(delegate: recorder, queue: queue, options: [CBCentralManagerOptionShowPowerAlertKey: true])
        #expect(manager.state == .unknown && recorder.states.isEmpty)
        queue.resume()
        queue.sync {}
        #expect(recorder.states == [.unsupported] && recorder.queueNames == ["ble.central"])
        #expect(manager.state == .unsupported && manager.delegate === recorder)
        queue.sync {}
        #expect(recorder.states.count == 1)
        // A manager the app let go of before its update tells no one.
        queue.suspend()
        let forgotten = BluetoothCentralRecorder()
        var released: CBCentralManager? = CBCentralManager(delegate: forgotten, queue: queue)
        #expect(released?.state == .unknown)
        released = nil
        queue.resume()
        queue.sync {}
        #expect(forgotten.states.isEmpty)
    }

    /// On the main thread, as an app does it: the main queue cannot run the update between the
    /// manager's creation and the delegate's assignment (off it, the main thread may).
    @MainActor @Test func aDelegateSetAfterCreationHearsTheUpdateOnTheMainQueue() async {
        BluetoothCentralRecorder.name(.main, "main")
        let recorder = BluetoothCentralRecorder()
        let manager = CBCentralManager()
        manager.delegate = recorder
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        #expect(recorder.states == [.unsupported] && recorder.queueNames == ["main"])
        #expect(manager.state == .unsupported)
    }

    @Test func scanningDiscoversNothingAndWarnsOnce() {
        let queue = DispatchQueue(label: "ble.scan")
        let recorder = BluetoothCentralRecorder()
        let manager = CBCentralManager(delegate: recorder, queue: queue)
        queue.sync {}
        let (_, warnings) = RuntimeWarning.collecting {
            manager.scanForPeripherals(withServices: [CBUUID(string: "180D")], options: [CBCentralManagerScanOptionAllowDuplicatesKey: true])
            manager.scanForPeripherals(withServices: nil)
        }
        #expect(warnings.filter { $0.contains("scanForPeripherals(withServices:options:)") }.count == 1, "\(warnings)")
        #expect(manager.isScanning == false)
        queue.sync {}
        #expect(recorder.discovered.isEmpty)
        manager.stopScan()
        #expect(manager.isScanning == false)
    }

    @Test func noPeripheralIsEverKnownAndTheAppIsAllowed() {
        let manager = CBCentralManager(delegate: nil, queue: DispatchQueue(label: "ble.retrieve"))
        #expect(manager.retrievePeripherals(withIdentifiers: [UUID(), UUID()]).isEmpty)
        #expect(manager.retrieveConnectedPeripherals(withServices: [CBUUID(string: "180D"), CBUUID(string: "180F")]).isEmpty)
        #expect(CBCentralManager.supports(.extendedScanAndConnect) == false)
        #expect(CBManager.authorization == .allowedAlways && CBManagerAuthorization.allowedAlways.rawValue == 3)
        #expect(CBManagerState.unknown.rawValue == 0 && CBManagerState.unsupported.rawValue == 2)
        #expect(CBManagerState.poweredOff.rawValue == 4 && CBManagerState.poweredOn.rawValue == 5)
        #expect(CBPeripheralState.connected.rawValue == 2 && CBConnectionEvent.peerConnected.rawValue == 1)
    }

    @Test func shortAndLongUUIDsCompareByValueAndKeepTheirForm() {
        let short = CBUUID(string: "180d")
        let long = CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB")
        let thirtyTwo = CBUUID(string: "0x0000180D")
        #expect(short == long && short == thirtyTwo && Set([short, long, thirtyTwo]).count == 1)
        #expect(short.uuidString == "180D" && thirtyTwo.uuidString == "0000180D")
        #expect(long.uuidString == "0000180D-0000-1000-8000-00805F9B34FB")
        #expect(short.data == Data([0x18, 0x0D]) && thirtyTwo.data == Data([0x00, 0x00, 0x18, 0x0D]))
        #expect(long.data == Data([0x00, 0x00, 0x18, 0x0D, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0x80, 0x5F, 0x9B, 0x34, 0xFB]))
        #expect(short != CBUUID(string: "180F") && short != CBUUID(string: "0000180D-0000-0000-0000-000000000000"))
        let custom = CBUUID(string: "68753a44-4d6f-1226-9c60-0050e4c00067")
        #expect(custom.uuidString == "68753A44-4D6F-1226-9C60-0050E4C00067")
        #expect(CBUUID(nsuuid: UUID(uuidString: "68753A44-4D6F-1226-9C60-0050E4C00067")!) == custom)
        #expect(CBUUID(data: Data([0x2A, 0x37])).uuidString == "2A37" && CBUUID(data: Data([0x2A, 0x37])) == CBUUID(string: "2A37"))
        #expect(short.description == "Heart Rate" && CBUUID(string: CBUUIDClientCharacteristicConfigurationString).uuidString == "2902")
        let (invalid, warnings) = RuntimeWarning.collecting { CBUUID(string: "heart") }
        #expect(invalid.uuidString == "00000000-0000-0000-0000-000000000000" && warnings.contains { $0.contains("\"heart\"") })
    }

    @Test func propertiesPermissionsAndWriteTypesHaveCoreBluetoothsValues() {
        #expect(CBCharacteristicProperties.broadcast.rawValue == 0x01 && CBCharacteristicProperties.read.rawValue == 0x02)
        #expect(CBCharacteristicProperties.writeWithoutResponse.rawValue == 0x04 && CBCharacteristicProperties.write.rawValue == 0x08)
        #expect(CBCharacteristicProperties.notify.rawValue == 0x10 && CBCharacteristicProperties.indicate.rawValue == 0x20)
        #expect(CBCharacteristicProperties.authenticatedSignedWrites.rawValue == 0x40 && CBCharacteristicProperties.extendedProperties.rawValue == 0x80)
        #expect(CBCharacteristicProperties.notifyEncryptionRequired.rawValue == 0x100 && CBCharacteristicProperties.indicateEncryptionRequired.rawValue == 0x200)
        #expect(CBAttributePermissions([.readable, .writeEncryptionRequired]).rawValue == 0x09)
        #expect(CBCharacteristicWriteType.withResponse.rawValue == 0 && CBCharacteristicWriteType.withoutResponse.rawValue == 1)
        let measurement = CBMutableCharacteristic(type: CBUUID(string: "2A37"), properties: [.read, .notify], value: nil, permissions: [.readable])
        let heartRate = CBMutableService(type: CBUUID(string: "180D"), primary: true)
        heartRate.characteristics = [measurement]
        #expect(measurement.properties.rawValue == 0x12 && measurement.service === heartRate && measurement.value == nil)
        #expect(heartRate.isPrimary && heartRate.peripheral == nil && heartRate.characteristics?.first === measurement)
        #expect(!measurement.isNotifying && measurement.subscribedCentrals == nil && measurement.uuid == CBUUID(string: "2A37"))
    }

    @Test func errorsCarryCoreBluetoothsDomainsAndCodes() {
        let timeout = CBError(.connectionTimeout)
        #expect(CBError.errorDomain == "CBErrorDomain" && CBErrorDomain == "CBErrorDomain" && timeout.errorCode == 6)
        let bridged = timeout as NSError
        #expect(bridged.domain == "CBErrorDomain" && bridged.code == 6)
        var matched = false
        do { throw timeout } catch CBError.connectionTimeout { matched = true } catch {}
        #expect(matched)
        #expect(CBError.Code(rawValue: 7) == .peripheralDisconnected && CBError.Code.tooManyLEPairedDevices.rawValue == 16)
        #expect(CBError(_nsError: NSError(domain: CBErrorDomain, code: 3)).code == .notConnected)
        #expect(CBATTError.errorDomain == "CBATTErrorDomain" && CBATTError(.insufficientEncryption).errorCode == 15)
        #expect(CBATTError.Code.readNotPermitted.rawValue == 2 && CBATTError.Code.insufficientResources.rawValue == 17)
    }

    @Test func aPeripheralManagerAdvertisesNothingAndKeysKeepTheirStrings() {
        let queue = DispatchQueue(label: "ble.peripheral")
        let recorder = BluetoothPeripheralRecorder()
        let manager = CBPeripheralManager(delegate: recorder, queue: queue)
        queue.sync {}
        #expect(recorder.states == [.unsupported] && manager.state == .unsupported)
        let characteristic = CBMutableCharacteristic(type: CBUUID(string: "2A19"), properties: [.read, .notify], value: nil, permissions: [.readable])
        let battery = CBMutableService(type: CBUUID(string: "180F"), primary: true)
        battery.characteristics = [characteristic]
        let (_, warnings) = RuntimeWarning.collecting {
            manager.add(battery)
            manager.startAdvertising([CBAdvertisementDataLocalNameKey: "Probe", CBAdvertisementDataServiceUUIDsKey: [battery.uuid]])
        }
        #expect(warnings.contains { $0.contains("startAdvertising(_:)") } && warnings.contains { $0.contains("add(_:)") })
        queue.sync {}
        #expect(!manager.isAdvertising && recorder.advertisingStarted == 0)
        #expect(manager.updateValue(Data([87]), for: characteristic, onSubscribedCentrals: nil) == false)
        manager.stopAdvertising()
        #expect(CBAdvertisementDataLocalNameKey == "kCBAdvDataLocalName" && CBAdvertisementDataServiceUUIDsKey == "kCBAdvDataServiceUUIDs")
        #expect(CBAdvertisementDataManufacturerDataKey == "kCBAdvDataManufacturerData" && CBAdvertisementDataIsConnectable == "kCBAdvDataIsConnectable")
        #expect(CBAdvertisementDataOverflowServiceUUIDsKey == "kCBAdvDataHashedServiceUUIDs")
        #expect(CBCentralManagerScanOptionAllowDuplicatesKey == "kCBScanOptionAllowDuplicates")
        #expect(CBCentralManagerOptionShowPowerAlertKey == "kCBInitOptionShowPowerAlert")
        #expect(CBConnectPeripheralOptionNotifyOnDisconnectionKey == "kCBConnectOptionNotifyOnDisconnection")
        #expect(CBCentralManagerRestoredStatePeripheralsKey == "kCBRestoredPeripherals")
    }
}
