import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import BackplatePreviewTool

/// Paths and helpers shared by the preview tool tests.
enum PreviewToolSupport {
    /// The package root (this file is Tests/PreviewToolTests/PreviewToolSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = packageRoot.appendingPathComponent("Tests/PreviewToolTests/Fixtures/BakeryPackage")

    /// The `backplate` executable SwiftPM built beside the test bundle.
    static var backplate: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("backplate").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("backplate").path
        if FileManager.default.isExecutableFile(atPath: bundle) { return bundle }
        return packageRoot.appendingPathComponent(".build/debug/backplate").path
    }

    /// A new empty temporary folder.
    static func temporaryFolder(_ name: String) -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("backplate-\(name)-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the fixture package in a temporary folder (tests that edit files use it).
    static func fixtureCopy() throws -> URL {
        let folder = temporaryFolder("fixture").appendingPathComponent("BakeryPackage")
        try FileManager.default.copyItem(at: fixture, to: folder)
        return folder
    }

    /// Chromium from Debian's package, if installed.
    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Sends `request` as raw bytes to 127.0.0.1:`port` (no client-side path clean-up) and
    /// returns the status line and the body.
    static func rawRequest(port: UInt16, path: String) -> (status: Int, body: String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return (-1, "") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return (-1, "") }
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(fd, $0, strlen($0), 0) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
            if data.count > 8 << 20 { break }
        }
        let text = String(decoding: data, as: UTF8.self)
        let statusLine = text.split(separator: "\r\n").first ?? ""
        let status = statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
        let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, body)
    }

    /// GETs a URL's body as data (raw socket; the server closes the connection).
    static func get(port: UInt16, path: String) -> Data? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(fd, $0, strlen($0), 0) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
            if data.count > 64 << 20 { break }
        }
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self)
        var body = Data(data[split.upperBound...])
        if head.lowercased().contains("transfer-encoding: chunked") { body = dechunk(body) }
        return body
    }

    static func dechunk(_ data: Data) -> Data {
        var out = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16) ?? 0
            if size == 0 { break }
            let start = lineEnd.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size else { break }
            let end = rest.index(start, offsetBy: size)
            out.append(rest[start..<end])
            rest = rest[rest.index(end, offsetBy: min(2, rest.distance(from: end, to: rest.endIndex)))...]
        }
        return out
    }
}

/// A running child process whose output lines are collected as they arrive.
final class LineProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var lines: [(Date, String)] = []
    private var partial = ""

    init(_ executable: String, _ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.partial += String(decoding: data, as: UTF8.self)
            while let newline = self.partial.firstIndex(of: "\n") {
                self.lines.append((Date(), String(self.partial[..<newline])))
                self.partial = String(self.partial[self.partial.index(after: newline)...])
            }
            self.lock.unlock()
        }
        try process.run()
    }

    var output: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines.map(\.1)
    }

    /// Waits (polling) until a line contains `text`; returns the line and when it arrived.
    func waitForLine(containing text: String, timeout: TimeInterval) -> (String, Date)? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            lock.lock()
            let hit = lines.first { $0.1.contains(text) }
            lock.unlock()
            if let hit { return (hit.1, hit.0) }
            if !process.isRunning { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
