import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the types that conform to a protocol, at run time, from the conformance records the
/// Swift compiler emits for every `Type: Protocol` declaration.
///
/// The Swift runtime keeps, per loaded image, the ranges of its metadata sections
/// (`swift5_protocol_conformances` among them) and lists them through
/// `swift_enumerateAllMetadataSections`. Each record there is a 32-bit relative offset to a
/// conformance descriptor whose first field points (relatively, possibly through one
/// indirection) at the protocol's descriptor and whose second names the conforming type.
/// The scanner keeps records whose protocol has the wanted name and module, skips generic
/// types (they have no single metadata) and calls each remaining type's metadata accessor.
/// Nothing here needs compiler flags in the module that declares the conformances.
enum ConformanceScanner {
    /// A conforming type found in the records.
    struct Found {
        let type: Any.Type
        let typeName: String
        let moduleName: String
    }

    private typealias SectionVisitor = @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool
    private typealias EnumerateSections = @convention(c) (SectionVisitor, UnsafeMutableRawPointer?) -> Void
    /// A non-generic type's metadata accessor takes the request (0: complete) and returns the
    /// metadata first; on x86_64 and arm64 that first argument and result use the same
    /// registers in Swift's and C's conventions.
    private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

    private final class Collector {
        var ranges: [(UnsafeRawPointer, Int)] = []
    }

    /// The `swift5_protocol_conformances` ranges of every loaded image.
    private static func conformanceRanges() -> [(UnsafeRawPointer, Int)] {
        #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(Windows)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_enumerateAllMetadataSections") else { return [] }
        let enumerate = unsafeBitCast(symbol, to: EnumerateSections.self)
        let collector = Collector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        enumerate({ sections, context in
            guard let context else { return false }
            let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
            // MetadataSections: version, reserved, next, prev (one word each), then
            // { start, length } for swift5_protocols and swift5_protocol_conformances.
            let word = MemoryLayout<UInt>.size
            let start = sections.load(fromByteOffset: 6 * word, as: UInt.self)
            let length = sections.load(fromByteOffset: 7 * word, as: UInt.self)
            if let pointer = UnsafeRawPointer(bitPattern: start), length > 0, length < 1 << 32 {
                collector.ranges.append((pointer, Int(length)))
            }
            return true
        }, context)
        return collector.ranges
        #else
        return []
        #endif
    }

    private static func relative(_ base: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = base.load(as: Int32.self)
        guard offset != 0 else { return nil }
        return base + Int(offset)
    }

    /// A relative pointer whose lowest bit says the target is a pointer to the descriptor.
    private static func indirectable(_ base: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = base.load(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = base + Int(offset & ~1)
        if offset & 1 == 1 {
            return target.load(as: UnsafeRawPointer?.self)
        }
        return target
    }

    private static func cString(_ pointer: UnsafeRawPointer?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer.assumingMemoryBound(to: CChar.self))
    }

    private static func kind(_ descriptor: UnsafeRawPointer) -> UInt32 { descriptor.load(as: UInt32.self) & 0x1F }

    /// The name of a context descriptor (module, protocol or type), read from offset 8.
    private static func name(_ descriptor: UnsafeRawPointer) -> String? {
        cString(relative(descriptor + 8))
    }

    /// The dotted name of a type and the module it is in, from its parent chain.
    private static func qualifiedName(_ descriptor: UnsafeRawPointer) -> (String, String) {
        var parts: [String] = []
        var current: UnsafeRawPointer? = descriptor
        var module = ""
        var depth = 0
        while let context = current, depth < 16 {
            depth += 1
            let k = kind(context)
            if k == 0 { module = name(context) ?? ""; break }
            if k >= 16 && k <= 31, let n = name(context) { parts.insert(n, at: 0) }
            current = indirectable(context + 4)
        }
        return (parts.joined(separator: "."), module)
    }

    /// Every non-generic type that conforms to the protocol `protocolName` of `moduleName`.
    static func conformingTypes(protocolName: String, moduleName: String) -> [Found] {
        var found: [Found] = []
        var seen = Set<UnsafeRawPointer>()
        for (start, length) in conformanceRanges() {
            var record = start
            let end = start + length
            while record + 4 <= end {
                defer { record += 4 }
                guard let conformance = relative(record),
                      let proto = indirectable(conformance),
                      kind(proto) == 3,
                      name(proto) == protocolName,
                      let parent = indirectable(proto + 4), kind(parent) == 0,
                      name(parent) == moduleName
                else { continue }
                let flags = (conformance + 12).load(as: UInt32.self)
                let typeReferenceKind = (flags >> 3) & 0x7
                let typeDescriptor: UnsafeRawPointer?
                switch typeReferenceKind {
                case 0: typeDescriptor = relative(conformance + 4)
                case 1: typeDescriptor = relative(conformance + 4)?.load(as: UnsafeRawPointer?.self)
                default: typeDescriptor = nil
                }
                guard let type = typeDescriptor, (16...18).contains(kind(type)),
                      type.load(as: UInt32.self) & 0x80 == 0,   // generic types have no single metadata
                      !seen.contains(type),
                      let accessorAddress = relative(type + 12)
                else { continue }
                seen.insert(type)
                let accessor = unsafeBitCast(accessorAddress, to: MetadataAccessor.self)
                guard let metadata = accessor(0) else { continue }
                let (typeName, module) = qualifiedName(type)
                found.append(Found(type: unsafeBitCast(metadata, to: Any.Type.self), typeName: typeName, moduleName: module))
            }
        }
        return found
    }
}
