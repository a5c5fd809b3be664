import Foundation
import BackplateCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default store's cookies, which every `WKWebsiteDataStore.default()` shares.
private let defaultStoreCookies = LockedState<[HTTPCookie]>([])

/// Where web views keep cookies, caches and storage. Backplate's is in memory: cookies set
/// through `httpCookieStore` are kept for the process and can be read back and removed.
open class WKWebsiteDataStore: NSObject {
    /// Whether the store writes to disk (`default()`) or not (`nonPersistent()`).
    public let isPersistent: Bool
    /// The store's cookies.
    public let httpCookieStore: WKHTTPCookieStore

    private init(isPersistent: Bool, cookies: LockedState<[HTTPCookie]>) {
        self.isPersistent = isPersistent
        httpCookieStore = WKHTTPCookieStore(storage: cookies)
        super.init()
    }

    /// The app's shared, persistent store (its cookies last as long as the process).
    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: true, cookies: defaultStoreCookies) }
    /// A fresh store that keeps nothing after the web view goes.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false, cookies: LockedState([])) }
    /// Every type of website data WebKit knows.
    open class func allWebsiteDataTypes() -> Set<String> {
        [WKWebsiteDataTypeCookies, WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache, WKWebsiteDataTypeLocalStorage,
         WKWebsiteDataTypeSessionStorage, WKWebsiteDataTypeIndexedDBDatabases, WKWebsiteDataTypeWebSQLDatabases,
         WKWebsiteDataTypeOfflineWebApplicationCache, WKWebsiteDataTypeFetchCache, WKWebsiteDataTypeServiceWorkerRegistrations]
    }

    /// Removes data of `dataTypes` changed since `date` (cookies: every cookie), then calls
    /// `completionHandler` on the main actor, as WebKit does.
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date,
                         completionHandler: @escaping @MainActor @Sendable () -> Void) {
        removeCookies(ifIn: dataTypes)
        Task { @MainActor in completionHandler() }
    }

    /// Removes data of `dataTypes` changed since `date` (async form).
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date) async { removeCookies(ifIn: dataTypes) }

    private func removeCookies(ifIn dataTypes: Set<String>) {
        if dataTypes.contains(WKWebsiteDataTypeCookies) { httpCookieStore.removeAll() }
    }

    /// The records of stored data: one per cookie domain when cookies are asked for.
    open func fetchDataRecords(ofTypes dataTypes: Set<String>,
                               completionHandler: @escaping @MainActor @Sendable ([WKWebsiteDataRecord]) -> Void) {
        let domains = cookieDomains(ofTypes: dataTypes)
        Task { @MainActor in completionHandler(domains.map(Self.cookieRecord)) }
    }

    /// The records of stored data (async form).
    open func dataRecords(ofTypes dataTypes: Set<String>) async -> [WKWebsiteDataRecord] {
        cookieDomains(ofTypes: dataTypes).map(Self.cookieRecord)
    }

    private func cookieDomains(ofTypes dataTypes: Set<String>) -> [String] {
        guard dataTypes.contains(WKWebsiteDataTypeCookies) else { return [] }
        return Set(httpCookieStore.cookies.map { $0.domain }).sorted()
    }

    private static func cookieRecord(domain: String) -> WKWebsiteDataRecord {
        WKWebsiteDataRecord(displayName: domain, dataTypes: [WKWebsiteDataTypeCookies])
    }
}

/// The data stored for one website.
open class WKWebsiteDataRecord: NSObject {
    /// The website's name (usually its domain).
    open private(set) var displayName: String
    /// The types of data stored for it.
    open private(set) var dataTypes: Set<String>

    init(displayName: String, dataTypes: Set<String>) {
        self.displayName = displayName
        self.dataTypes = dataTypes
        super.init()
    }
}

/// A data store's cookies, in memory.
open class WKHTTPCookieStore: NSObject {
    private let storage: LockedState<[HTTPCookie]>

    init(storage: LockedState<[HTTPCookie]>) {
        self.storage = storage
        super.init()
    }

    var cookies: [HTTPCookie] { storage.withLockUnchecked { $0 } }

    /// Calls `completionHandler` with every cookie, on the main actor.
    open func getAllCookies(_ completionHandler: @escaping @MainActor @Sendable ([HTTPCookie]) -> Void) {
        let all = cookies
        Task { @MainActor in completionHandler(all) }
    }

    /// Every cookie (async form).
    open func allCookies() async -> [HTTPCookie] { cookies }

    /// Stores a cookie, replacing one with the same name, domain and path.
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        storage.withLockUnchecked { cookies in
            cookies.removeAll { Self.sameCookie($0, cookie) }
            cookies.append(cookie)
        }
        if let completionHandler { Task { @MainActor in completionHandler() } }
    }

    /// Removes a cookie.
    open func delete(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        storage.withLockUnchecked { cookies in cookies.removeAll { Self.sameCookie($0, cookie) } }
        if let completionHandler { Task { @MainActor in completionHandler() } }
    }

    func removeAll() { storage.withLockUnchecked { $0.removeAll() } }

    /// Whether two cookies are the same cookie: the same name, domain and path.
    private static func sameCookie(_ a: HTTPCookie, _ b: HTTPCookie) -> Bool {
        a.name == b.name && a.domain == b.domain && a.path == b.path
    }
}

/// Cookies.
public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
/// The on-disk cache.
public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
/// The in-memory cache.
public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
/// HTML local storage.
public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"
/// HTML session storage.
public let WKWebsiteDataTypeSessionStorage = "WKWebsiteDataTypeSessionStorage"
/// IndexedDB databases.
public let WKWebsiteDataTypeIndexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
/// WebSQL databases.
public let WKWebsiteDataTypeWebSQLDatabases = "WKWebsiteDataTypeWebSQLDatabases"
/// HTML offline web application caches.
public let WKWebsiteDataTypeOfflineWebApplicationCache = "WKWebsiteDataTypeOfflineWebApplicationCache"
/// Fetch caches.
public let WKWebsiteDataTypeFetchCache = "WKWebsiteDataTypeFetchCache"
/// Service worker registrations.
public let WKWebsiteDataTypeServiceWorkerRegistrations = "WKWebsiteDataTypeServiceWorkerRegistrations"
