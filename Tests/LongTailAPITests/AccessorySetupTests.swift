import Testing
import Foundation
import SwiftUI
import AccessorySetupKit
import CoreBluetooth

/// An accessory session's event handler as pairing apps write one: it records each event's
/// type, whether it carried an accessory or error, and the queue it arrived on.
final class AccessoryEventRecorder {
    static let queueName = DispatchSpecificKey<String>()
    private(set) var types: [ASAccessoryEventType] = []
    private(set) var queueNames: [String?] = []
    private(set) var carriedAccessoryOrError = false

    func record(_ event: ASAccessoryEvent) {
        types.append(event.eventType)
        queueNames.append(DispatchQueue.getSpecific(key: Self.queueName))
        carriedAccessoryOrError = carriedAccessoryOrError || event.accessory != nil || event.error != nil
    }
}

/// AccessorySetupKit as the iOS Simulator answers it: a session activates with no accessories,
/// no picker can appear (requests fail with `pickerRestricted`), invalidation is the last event,
/// and descriptors, items, settings, codes and raw values keep Apple's values.
/// Serialized: two tests read the runtime warnings session requests emit.
@Suite(.serialized) struct AccessorySetupTests {
    /// A queue marked with `name`, so events and completions record where they arrived.
    private func markedQueue(_ name: String) -> DispatchQueue {
        let queue = DispatchQueue(label: name)
        queue.setSpecific(key: AccessoryEventRecorder.queueName, value: name)
        return queue
    }

    /// A display item for a heart-rate strap, as a fitness app describes one.
    private func strapItem() -> ASPickerDisplayItem {
        let descriptor = ASDiscoveryDescriptor()
        descriptor.bluetoothServiceUUID = CBUUID(string: "180D")
        descriptor.bluetoothNameSubstring = "Pulse"
        return ASPickerDisplayItem(name: "Pulse Strap", productImage: UIImage(systemName: "heart")!, descriptor: descriptor)
    }

    @Test func eventTypesStatesOptionsAndCodesKeepAccessorySetupKitsRawValues() {
        #expect(ASAccessoryEventType.unknown.rawValue == 0 && ASAccessoryEventType.activated.rawValue == 10)
        #expect(ASAccessoryEventType.invalidated.rawValue == 11 && ASAccessoryEventType.migrationComplete.rawValue == 20)
        #expect(ASAccessoryEventType.accessoryAdded.rawValue == 30 && ASAccessoryEventType.accessoryRemoved.rawValue == 31)
        #expect(ASAccessoryEventType.accessoryChanged.rawValue == 32 && ASAccessoryEventType.accessoryDiscovered.rawValue == 33)
        #expect(ASAccessoryEventType.pickerDidPresent.rawValue == 40 && ASAccessoryEventType.pickerDidDismiss.rawValue == 50)
        #expect(ASAccessoryEventType.pickerSetupBridging.rawValue == 60 && ASAccessoryEventType.pickerSetupFailed.rawValue == 70)
        #expect(ASAccessoryEventType.pickerSetupPairing.rawValue == 80 && ASAccessoryEventType(rawValue: 90) == .pickerSetupRename)
        #expect(ASAccessory.AccessoryState.awaitingAuthorization.rawValue == 10 && ASAccessory.AccessoryState.authorized.rawValue == 20)
        #expect(ASAccessory.SupportOptions([.bluetoothPairingLE, .bluetoothTransportBridging, .bluetoothHID]).rawValue == 0b1110)
        #expect(ASAccessory.RenameOptions.ssid.rawValue == 1 && ASDiscoveryDescriptor.Range.immediate.rawValue == 10)
        #expect(ASPickerDisplayItem.SetupOptions([.rename, .confirmAuthorization, .finishInApp]).rawValue == 7)
        #expect(ASError.Code.invalidated.rawValue == 400 && ASError.Code.invalidRequest.rawValue == 450)
        #expect(ASError.Code.pickerAlreadyActive.rawValue == 500 && ASError.Code.pickerRestricted.rawValue == 550)
        #expect(ASError.Code.userCancelled.rawValue == 700 && ASError(_nsError: NSError(domain: ASErrorDomain, code: 100)).code == .activationFailed)
    }

    @Test func activationDeliversOneActivatedEventOnItsQueueWithNoAccessories() {
        let queue = markedQueue("ask.activate")
        let recorder = AccessoryEventRecorder()
        let session = ASAccessorySession()
        queue.suspend()
        session.activate(on: queue) { recorder.record($0) }
        session.activate(on: queue) { recorder.record($0) }
        #expect(recorder.types.isEmpty)
        queue.resume()
        queue.sync {}
        #expect(recorder.types == [.activated] && recorder.queueNames == ["ask.activate"])
        #expect(!recorder.carriedAccessoryOrError && session.accessories.isEmpty)
        queue.sync {}
        #expect(recorder.types.count == 1)
    }

    @Test func thePickerFailsWithPickerRestrictedOnTheSessionsQueueAndWarnsOnce() async {
        let queue = markedQueue("ask.picker")
        let recorder = AccessoryEventRecorder()
        let session = ASAccessorySession()
        session.activate(on: queue) { recorder.record($0) }
        let item = strapItem()
        let (outcomes, delivered) = AsyncStream.makeStream(of: ((any Error)?, String?).self)
        let (_, warnings) = RuntimeWarning.collecting {
            session.showPicker(for: [item]) { error in
                delivered.yield((error, DispatchQueue.getSpecific(key: AccessoryEventRecorder.queueName)))
            }
        }
        var iterator = outcomes.makeAsyncIterator()
        let (error, queueName) = await iterator.next() ?? (nil, nil)
        let bridged = error.map { $0 as NSError }
        #expect(bridged?.domain == ASErrorDomain && ASError.errorDomain == ASErrorDomain && bridged?.code == 550)
        #expect((error as? ASError)?.code == .pickerRestricted && queueName == "ask.picker")
        #expect(warnings.filter { $0.contains("showPicker(for:completionHandler:)") }.count == 1, "\(warnings)")
        var matched = false
        do { try await session.showPicker() } catch ASError.pickerRestricted { matched = true } catch {}
        #expect(matched)
        queue.sync {}
        #expect(recorder.types == [.activated])
    }

    @Test func invalidatingDeliversInvalidatedOnceAndNothingAfter() async {
        let queue = markedQueue("ask.invalidate")
        let recorder = AccessoryEventRecorder()
        let session = ASAccessorySession()
        session.activate(on: queue) { recorder.record($0) }
        session.invalidate()
        session.invalidate()
        session.activate(on: queue) { recorder.record($0) }
        queue.sync {}
        #expect(recorder.types == [.activated, .invalidated] && recorder.queueNames == ["ask.invalidate", "ask.invalidate"])
        let item = strapItem()
        let (outcomes, delivered) = AsyncStream.makeStream(of: ((any Error)?).self)
        let (_, warnings) = RuntimeWarning.collecting {
            session.showPicker(for: [item]) { delivered.yield($0) }
        }
        var iterator = outcomes.makeAsyncIterator()
        let error = await iterator.next() ?? nil
        #expect((error as? ASError)?.code == .invalidated && !warnings.contains { $0.contains("ASAccessorySession") })
        queue.sync {}
        #expect(recorder.types.count == 2 && session.accessories.isEmpty)
    }

    @Test func descriptorsItemsAndSettingsKeepTheirValues() {
        let descriptor = ASDiscoveryDescriptor()
        #expect(descriptor.bluetoothRange == .default && descriptor.bluetoothCompanyIdentifier.rawValue == 0)
        #expect(descriptor.bluetoothServiceUUID == nil && descriptor.supportedOptions.isEmpty && descriptor.ssid == nil)
        descriptor.bluetoothServiceUUID = CBUUID(string: "0000FE59-0000-1000-8000-00805F9B34FB")
        descriptor.bluetoothNameSubstring = "Lumen"
        descriptor.bluetoothNameSubstringCompareOptions = [.caseInsensitive]
        descriptor.bluetoothCompanyIdentifier = ASBluetoothCompanyIdentifier(0x0059)
        descriptor.bluetoothManufacturerDataBlob = Data([0x01, 0x02])
        descriptor.bluetoothManufacturerDataMask = Data([0xFF, 0x00])
        descriptor.bluetoothRange = .immediate
        descriptor.supportedOptions = [.bluetoothPairingLE]
        descriptor.ssidPrefix = "Lumen-"
        #expect(descriptor.bluetoothServiceUUID == CBUUID(string: "FE59") && descriptor.bluetoothNameSubstring == "Lumen")
        #expect(descriptor.bluetoothNameSubstringCompareOptions == [.caseInsensitive])
        #expect(descriptor.bluetoothCompanyIdentifier == ASBluetoothCompanyIdentifier(rawValue: 0x59))
        #expect(descriptor.bluetoothManufacturerDataBlob == Data([0x01, 0x02]) && descriptor.bluetoothManufacturerDataMask == Data([0xFF, 0x00]))
        #expect(descriptor.bluetoothRange == .immediate && descriptor.supportedOptions == .bluetoothPairingLE && descriptor.ssidPrefix == "Lumen-")
        let image = UIImage(systemName: "lightbulb")!
        let item = ASPickerDisplayItem(name: "Lumen Bulb", productImage: image, descriptor: descriptor)
        item.setupOptions = [.rename, .finishInApp]
        item.renameOptions = .ssid
        #expect(item.name == "Lumen Bulb" && item.productImage === image && item.descriptor === descriptor)
        #expect(item.setupOptions == [.rename, .finishInApp] && item.renameOptions == .ssid)
        let migration = ASMigrationDisplayItem(name: "Old Bulb", productImage: image, descriptor: descriptor)
        let peripheral = UUID(uuidString: "5B1D4C7E-2F3A-4B6C-9D8E-1A2B3C4D5E6F")!
        migration.peripheralIdentifier = peripheral
        migration.hotspotSSID = "Lumen-0042"
        #expect(migration.peripheralIdentifier == peripheral && migration.hotspotSSID == "Lumen-0042" && migration.setupOptions.isEmpty)
        let settings = ASAccessorySettings.default
        settings.ssid = "Lumen-0042"
        settings.bluetoothTransportBridgingIdentifier = Data([1, 2, 3, 4, 5, 6])
        #expect(settings.ssid == "Lumen-0042" && settings.bluetoothTransportBridgingIdentifier?.count == 6)
        #expect(ASAccessorySettings.default.ssid == nil && ASAccessorySettings.default !== settings)
        let display = ASPickerDisplaySettings.default
        #expect(display.discoveryTimeout.rawValue == 30 && display.options.isEmpty)
        display.discoveryTimeout = .long
        display.options = .filterDiscoveryResults
        let session = ASAccessorySession()
        session.pickerDisplaySettings = display
        display.discoveryTimeout = .short
        #expect(session.pickerDisplaySettings?.discoveryTimeout == .long && session.pickerDisplaySettings?.options == .filterDiscoveryResults)
        #expect(ASPickerDisplaySettings.DiscoveryTimeout.medium.rawValue == 120 && ASPickerDisplaySettings.DiscoveryTimeout.unbounded.rawValue == .infinity)
    }

    @Test func requestsAboutAnAccessoryFailAsInvalidRequests() async {
        let session = ASAccessorySession()
        let queue = markedQueue("ask.requests")
        session.activate(on: queue) { _ in }
        let descriptor = ASDiscoveryDescriptor()
        descriptor.bluetoothServiceUUID = CBUUID(string: "180F")
        let strap = ASAccessory(state: .authorized, displayName: "Strap", descriptor: descriptor,
                                bluetoothIdentifier: UUID(uuidString: "0C5E6A21-8F7D-4E2B-A3C1-9B8D7E6F5A43"))
        #expect(strap.displayName == "Strap" && strap.descriptor === descriptor && strap.ssid == nil && strap.wifiAwarePairedDeviceID == 0)
        var codes: [ASError.Code?] = []
        do { try await session.removeAccessory(strap) } catch { codes.append((error as? ASError)?.code) }
        do { try await session.renameAccessory(strap, options: .ssid) } catch { codes.append((error as? ASError)?.code) }
        do { try await session.finishAuthorization(for: strap, settings: .default) } catch { codes.append((error as? ASError)?.code) }
        do { try await session.failAuthorization(for: strap) } catch { codes.append((error as? ASError)?.code) }
        #expect(codes == [.invalidRequest, .invalidRequest, .invalidRequest, .invalidRequest])
        session.invalidate()
        var afterwards: ASError.Code?
        do { try await session.removeAccessory(strap) } catch { afterwards = (error as? ASError)?.code }
        #expect(afterwards == .invalidated)
    }
}
