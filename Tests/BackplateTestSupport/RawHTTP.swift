import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A GET over a plain blocking socket to 127.0.0.1, with no client-side clean-up of the path
/// (so tests can send `..` and odd bytes) and `Connection: close`.
public enum RawHTTP {
    /// A response as read off the socket.
    public struct Response: Sendable {
        /// The status line's code.
        public let status: Int
        /// The header block, without the blank line after it.
        public let head: String
        /// The bytes after the header block, as sent (still chunked if the server chunked them).
        public let body: Data

        /// The body with `Transfer-Encoding: chunked` undone when the head says so.
        public var decodedBody: Data {
            head.lowercased().contains("transfer-encoding: chunked") ? RawHTTP.dechunk(body) : body
        }
    }

    /// Sends `GET path` to 127.0.0.1:`port` and reads until the server closes the connection
    /// (at most about `limit` bytes). Nil when the connection fails or no header block arrives.
    public static func get(port: Int, path: String, limit: Int = 64 << 20) -> Response? {
        let (data, ok) = exchange(port: port, path: path, limit: limit)
        guard ok, let split = data.firstRange(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self)
        let status = head.split(separator: "\r\n").first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
        return Response(status: status, head: head, body: Data(data[split.upperBound...]))
    }

    /// The raw bytes a GET reads back, and whether the connection was made.
    public static func exchange(port: Int, path: String, limit: Int = 64 << 20) -> (data: Data, connected: Bool) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return (Data(), false) }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return (Data(), false) }
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(fd, $0, strlen($0), 0) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while data.count <= limit {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        return (data, true)
    }

    /// `data` with HTTP/1.1 chunked transfer coding undone (stops at the last chunk or at
    /// the first malformed one).
    public static func dechunk(_ data: Data) -> Data {
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
