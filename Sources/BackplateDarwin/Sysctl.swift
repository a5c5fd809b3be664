// Darwin's `sysctl`, `sysctlbyname` and `sysctlnametomib` (sys/sysctl.h), which iOS's
// `import Foundation` brings and Glibc lacks. They answer as the canvas device, an iPhone 15 Pro
// on iOS 18.0, would, with the C calling convention: sizes in bytes, -1 and `errno` on failure.
import Foundation
import Glibc

/// The top-level MIB number of the kernel's names (`kern.*`).
public let CTL_KERN: Int32 = 1
/// The top-level MIB number of the hardware names (`hw.*`).
public let CTL_HW: Int32 = 6
/// `kern.ostype`: the kernel's name, "Darwin".
public let KERN_OSTYPE: Int32 = 1
/// `kern.osrelease`: the kernel's release, "24.0.0" on iOS 18.0.
public let KERN_OSRELEASE: Int32 = 2
/// `kern.boottime`: when the system started, a `timeval`.
public let KERN_BOOTTIME: Int32 = 21
/// `kern.osversion`: the system's build, "22A3354" for iOS 18.0.
public let KERN_OSVERSION: Int32 = 65
/// `hw.machine`: the device's model identifier ("iPhone16,1").
public let HW_MACHINE: Int32 = 1
/// `hw.model`: the device's board name ("D83AP").
public let HW_MODEL: Int32 = 2
/// `hw.ncpu`: the number of processors.
public let HW_NCPU: Int32 = 3
/// `hw.byteorder`: 1234, little-endian.
public let HW_BYTEORDER: Int32 = 4
/// `hw.memsize`: the bytes of memory, a 64-bit number.
public let HW_MEMSIZE: Int32 = 24
/// `hw.activecpu`: the processors available now.
public let HW_AVAILCPU: Int32 = 25

/// A value a name answers, in the C type Darwin hands out.
private enum SysctlValue {
    case int32(Int32)
    case int64(Int64)
    case string(String)
    case bootTime

    /// The bytes `oldp` receives: integers in the machine's order, strings with their NUL.
    var bytes: [UInt8] {
        switch self {
        case .int32(let v): return withUnsafeBytes(of: v) { Array($0) }
        case .int64(let v): return withUnsafeBytes(of: v) { Array($0) }
        case .string(let s): return Array(s.utf8) + [0]
        case .bootTime:
            let value = timeval(tv_sec: hostBootTime(), tv_usec: 0)
            return withUnsafeBytes(of: value) { Array($0) }
        }
    }
}

/// The host's boot time in seconds since 1970 (`btime` in /proc/stat): a render's "device"
/// started when the machine did, as the iOS Simulator's does.
private func hostBootTime() -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
          let line = stat.split(separator: "\n").first(where: { $0.hasPrefix("btime ") }),
          let seconds = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) else { return 0 }
    return seconds
}

/// The names answered: an iPhone 15 Pro (A17 Pro: 2 performance and 4 efficiency cores,
/// 8 GiB of memory, 16 KiB pages) on iOS 18.0, the device `UIScreen.main` and `UIDevice` are.
private let sysctlValues: [String: SysctlValue] = [
    "hw.machine": .string("iPhone16,1"), "hw.model": .string("D83AP"),
    "hw.ncpu": .int32(6), "hw.activecpu": .int32(6), "hw.physicalcpu": .int32(6), "hw.physicalcpu_max": .int32(6),
    "hw.logicalcpu": .int32(6), "hw.logicalcpu_max": .int32(6), "hw.nperflevels": .int32(2),
    "hw.perflevel0.physicalcpu": .int32(2), "hw.perflevel0.physicalcpu_max": .int32(2),
    "hw.perflevel0.logicalcpu": .int32(2), "hw.perflevel0.logicalcpu_max": .int32(2), "hw.perflevel0.name": .string("Performance"),
    "hw.perflevel1.physicalcpu": .int32(4), "hw.perflevel1.physicalcpu_max": .int32(4),
    "hw.perflevel1.logicalcpu": .int32(4), "hw.perflevel1.logicalcpu_max": .int32(4), "hw.perflevel1.name": .string("Efficiency"),
    "hw.memsize": .int64(8 << 30), "hw.pagesize": .int64(16_384), "hw.cachelinesize": .int64(128),
    "hw.byteorder": .int32(1234), "hw.cputype": .int32(0x0100_000C), "hw.cpusubtype": .int32(2), "hw.cpu64bit_capable": .int32(1),
    "kern.ostype": .string("Darwin"), "kern.osrelease": .string("24.0.0"), "kern.osversion": .string("22A3354"),
    "kern.osproductversion": .string("18.0"), "kern.boottime": .bootTime,
]

/// The names that have a MIB number, by number.
private let sysctlMIBNames: [[Int32]: String] = [
    [CTL_KERN, KERN_OSTYPE]: "kern.ostype", [CTL_KERN, KERN_OSRELEASE]: "kern.osrelease",
    [CTL_KERN, KERN_BOOTTIME]: "kern.boottime", [CTL_KERN, KERN_OSVERSION]: "kern.osversion",
    [CTL_HW, HW_MACHINE]: "hw.machine", [CTL_HW, HW_MODEL]: "hw.model", [CTL_HW, HW_NCPU]: "hw.ncpu",
    [CTL_HW, HW_BYTEORDER]: "hw.byteorder", [CTL_HW, HW_MEMSIZE]: "hw.memsize", [CTL_HW, HW_AVAILCPU]: "hw.activecpu",
]

/// Answers `name` as Darwin's sysctl does: with `oldp` nil only the size goes to `*oldlenp`; a
/// buffer smaller than the value gets what fits and ENOMEM; a new value (read-only) gets EPERM.
private func answer(_ name: String?, _ oldp: UnsafeMutableRawPointer?, _ oldlenp: UnsafeMutablePointer<Int>?,
                    _ newp: UnsafeMutableRawPointer?) -> Int32 {
    guard let name, let value = sysctlValues[name] else { errno = ENOENT; return -1 }
    if newp != nil { errno = EPERM; return -1 }
    let bytes = value.bytes
    guard let oldp else {
        oldlenp?.pointee = bytes.count
        return 0
    }
    let room = oldlenp?.pointee ?? 0
    let copied = max(0, min(room, bytes.count))
    bytes.withUnsafeBytes { oldp.copyMemory(from: $0.baseAddress!, byteCount: copied) }
    oldlenp?.pointee = copied
    if copied < bytes.count { errno = ENOMEM; return -1 }
    return 0
}

/// Reads (or, never here, sets) the system value called `name` ("hw.memsize", "hw.machine"...).
/// Returns 0, or -1 with `errno`: ENOENT for a name iOS would not know, ENOMEM when
/// `*oldlenp` is smaller than the value, EPERM when given a new value. Nothing here draws.
public func sysctlbyname(_ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!, _ oldlenp: UnsafeMutablePointer<Int>!,
                         _ newp: UnsafeMutableRawPointer!, _ newlen: Int) -> Int32 {
    answer(name.map { String(cString: $0) }, oldp, oldlenp, newp)
}

/// Reads the system value whose MIB is the `namelen` numbers at `name` (`[CTL_HW, HW_MEMSIZE]`),
/// as `sysctlbyname(_:_:_:_:_:)` does with its name; an unknown MIB gives ENOENT.
public func sysctl(_ name: UnsafeMutablePointer<Int32>!, _ namelen: UInt32, _ oldp: UnsafeMutableRawPointer!,
                   _ oldlenp: UnsafeMutablePointer<Int>!, _ newp: UnsafeMutableRawPointer!, _ newlen: Int) -> Int32 {
    let mib = name.map { Array(UnsafeBufferPointer(start: $0, count: Int(namelen))) } ?? []
    return answer(sysctlMIBNames[mib], oldp, oldlenp, newp)
}

/// Writes the MIB of `name` to `mibp` (room for `*sizep` numbers) and its length to `*sizep`;
/// -1 with ENOENT for a name without one, ENOMEM when the room is too small.
public func sysctlnametomib(_ name: UnsafePointer<CChar>!, _ mibp: UnsafeMutablePointer<Int32>!, _ sizep: UnsafeMutablePointer<Int>!) -> Int32 {
    let text = name.map { String(cString: $0) }
    guard let mib = sysctlMIBNames.first(where: { $0.value == text })?.key else { errno = ENOENT; return -1 }
    guard let sizep, let mibp, sizep.pointee >= mib.count else { errno = ENOMEM; return -1 }
    for (i, number) in mib.enumerated() { mibp[i] = number }
    sizep.pointee = mib.count
    return 0
}
