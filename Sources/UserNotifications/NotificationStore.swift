import Foundation
import BackplateCore

/// The process's notification state: the authorization status and the pending requests, kept
/// as plain values (as the notification daemon keeps them), so every thread's center sees them.
final class NotificationStore: Sendable {
    static let shared = NotificationStore()

    private struct State {
        var status = UNAuthorizationStatus.notDetermined
        var pending: [PendingRequest] = []
    }

    private let state = LockedState(State())

    var status: UNAuthorizationStatus { state.withLock { $0.status } }

    func setStatus(_ status: UNAuthorizationStatus) { state.withLock { $0.status = status } }

    /// Keeps `request`, replacing a pending one with its identifier.
    func add(_ request: UNNotificationRequest) {
        let record = PendingRequest(request)
        state.withLock { s in
            s.pending.removeAll { $0.identifier == record.identifier }
            s.pending.append(record)
        }
    }

    /// The pending requests, rebuilt from their records, oldest first.
    func pending() -> [UNNotificationRequest] {
        state.withLock { $0.pending }.map { $0.request() }
    }

    func remove(_ identifiers: [String]) {
        let ids = Set(identifiers)
        state.withLock { $0.pending.removeAll { ids.contains($0.identifier) } }
    }

    func removeAll() { state.withLock { $0.pending.removeAll() } }
}

/// A pending request as values: its content (user info as a property list, which is what
/// UserNotifications stores) and what its trigger was.
private struct PendingRequest: Sendable {
    enum Trigger: Sendable {
        case timeInterval(TimeInterval, repeats: Bool, created: Date)
        case calendar(DateComponents, repeats: Bool)
        case push(repeats: Bool)
    }

    let identifier: String
    let title, subtitle, body, categoryIdentifier, threadIdentifier, launchImageName: String
    let targetContentIdentifier: String?
    let badge: Int?
    let sound: (name: String?, critical: Bool)?
    let userInfo: Data?
    let interruptionLevel: UNNotificationInterruptionLevel
    let relevanceScore: Double
    let trigger: Trigger?

    init(_ request: UNNotificationRequest) {
        let c = request.content
        identifier = request.identifier
        title = c.title
        subtitle = c.subtitle
        body = c.body
        categoryIdentifier = c.categoryIdentifier
        threadIdentifier = c.threadIdentifier
        launchImageName = c.launchImageName
        targetContentIdentifier = c.targetContentIdentifier
        badge = c.badge?.intValue
        sound = c.sound.map { ($0.name?.rawValue, $0.isCritical) }
        interruptionLevel = c.interruptionLevel
        relevanceScore = c.relevanceScore
        if c.userInfo.isEmpty {
            userInfo = nil
        } else {
            var plist: [String: Any] = [:]
            for (key, value) in c.userInfo { plist[String(describing: key.base)] = value }
            userInfo = try? PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
            if userInfo == nil {
                RuntimeWarning.emit("UNNotificationRequest \(identifier): userInfo is not a property list; it is not kept")
            }
        }
        switch request.trigger {
        case let t as UNTimeIntervalNotificationTrigger:
            trigger = .timeInterval(t.timeInterval, repeats: t.repeats, created: t.nextTriggerDate()?.addingTimeInterval(-t.timeInterval) ?? Date())
        case let t as UNCalendarNotificationTrigger: trigger = .calendar(t.dateComponents, repeats: t.repeats)
        case let t?: trigger = .push(repeats: t.repeats)
        case nil: trigger = nil
        }
    }

    func request() -> UNNotificationRequest {
        let c = UNMutableNotificationContent()
        c.title = title
        c.subtitle = subtitle
        c.body = body
        c.categoryIdentifier = categoryIdentifier
        c.threadIdentifier = threadIdentifier
        c.launchImageName = launchImageName
        c.targetContentIdentifier = targetContentIdentifier
        c.badge = badge.map { NSNumber(value: $0) }
        c.sound = sound.map { UNNotificationSound(name: $0.name.map(UNNotificationSoundName.init(rawValue:)), critical: $0.critical) }
        c.interruptionLevel = interruptionLevel
        c.relevanceScore = relevanceScore
        if let userInfo, let plist = try? PropertyListSerialization.propertyList(from: userInfo, format: nil) as? [String: Any] {
            c.userInfo = Dictionary(uniqueKeysWithValues: plist.map { (AnyHashable($0.key), $0.value) })
        }
        let t: UNNotificationTrigger?
        switch trigger {
        case let .timeInterval(interval, repeats, created)?:
            t = UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: repeats, created: created)
        case let .calendar(components, repeats)?: t = UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
        case let .push(repeats)?: t = UNPushNotificationTrigger(repeats: repeats)
        case nil: t = nil
        }
        return UNNotificationRequest(identifier: identifier, content: c, trigger: t)
    }
}
