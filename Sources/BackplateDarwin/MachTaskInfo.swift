// Darwin's `task_info` (mach/task_info.h), which iOS's `import Foundation` brings and Glibc lacks:
// the memory readout apps show in debug panels and log beside slow work. Answered from this
// process's /proc/self/status and getrusage, in Darwin's C calling convention.
import Foundation
import Glibc

/// A Mach call's result: `KERN_SUCCESS` or an error number.
public typealias kern_return_t = Int32
/// Mach's signed integer, the unit `task_info` counts its output in.
public typealias integer_t = Int32
/// Mach's unsigned integer.
public typealias natural_t = UInt32
/// A Mach port name.
public typealias mach_port_t = natural_t
/// A task (a process) as Mach names it.
public typealias task_t = mach_port_t
/// A task named for reading its information.
public typealias task_name_t = mach_port_t
/// A task named for inspecting its threads.
public typealias task_inspect_t = mach_port_t
/// An address space, as `vm_deallocate` takes it.
public typealias vm_map_t = mach_port_t
/// The length of a Mach message or output buffer, in `integer_t`s.
public typealias mach_msg_type_number_t = natural_t
/// Which record `task_info` writes: `MACH_TASK_BASIC_INFO`, `TASK_BASIC_INFO` or `TASK_VM_INFO`.
public typealias task_flavor_t = natural_t
/// The buffer `task_info` writes to, in `integer_t`s.
public typealias task_info_t = UnsafeMutablePointer<integer_t>
/// A size in bytes in the task's address space.
public typealias vm_size_t = UInt
/// An address in the task's address space.
public typealias vm_address_t = UInt
/// A 64-bit size in bytes.
public typealias mach_vm_size_t = UInt64
/// A 64-bit address.
public typealias mach_vm_address_t = UInt64
/// A scheduling policy number.
public typealias policy_t = Int32

/// The call succeeded.
public let KERN_SUCCESS: kern_return_t = 0
/// An address that was never handed out, or is already freed.
public let KERN_INVALID_ADDRESS: kern_return_t = 1
/// An argument is not one the call accepts: an unknown flavor, task or thread.
public let KERN_INVALID_ARGUMENT: kern_return_t = 4
/// `task_info`'s 64-bit basic record: `mach_task_basic_info`.
public let MACH_TASK_BASIC_INFO: Int32 = 20
/// `task_info`'s older basic record: `task_basic_info` (the 64-bit one on a 64-bit device).
public let TASK_BASIC_INFO: Int32 = 5
/// `task_info`'s virtual-memory record: `task_vm_info`, with `phys_footprint`.
public let TASK_VM_INFO: Int32 = 22

/// This process's task port: what `mach_task_self()` returns.
public let mach_task_self_: mach_port_t = 0x103

/// This process's task port, for `task_info` and `task_threads`.
public func mach_task_self() -> mach_port_t { mach_task_self_ }

/// Seconds and microseconds, as Mach reports CPU times.
public struct time_value_t: Sendable {
    /// Whole seconds.
    public var seconds: integer_t
    /// Microseconds past `seconds`.
    public var microseconds: integer_t
    /// Zero time.
    public init() { seconds = 0; microseconds = 0 }
    /// A time of `seconds` and `microseconds`.
    public init(seconds: integer_t, microseconds: integer_t) {
        self.seconds = seconds
        self.microseconds = microseconds
    }
}

/// The task's memory and CPU time: `task_info` with `MACH_TASK_BASIC_INFO`.
public struct mach_task_basic_info: Sendable {
    /// The address space's size in bytes (VmSize).
    public var virtual_size: mach_vm_size_t = 0
    /// The bytes resident in memory now (VmRSS): what apps report as memory use.
    public var resident_size: mach_vm_size_t = 0
    /// The most bytes ever resident (VmHWM).
    public var resident_size_max: mach_vm_size_t = 0
    /// CPU time spent in user mode by the process's threads.
    public var user_time = time_value_t()
    /// CPU time spent in the kernel on the process's behalf.
    public var system_time = time_value_t()
    /// The scheduling policy: 1, time sharing.
    public var policy: policy_t = 0
    /// How many times the task is suspended: 0.
    public var suspend_count: integer_t = 0
    /// A record of zeros for `task_info` to fill.
    public init() {}
}

/// The older basic record: `task_info` with `TASK_BASIC_INFO`.
public struct task_basic_info: Sendable {
    /// How many times the task is suspended: 0.
    public var suspend_count: integer_t = 0
    /// The address space's size in bytes.
    public var virtual_size: vm_size_t = 0
    /// The bytes resident in memory now.
    public var resident_size: vm_size_t = 0
    /// CPU time spent in user mode.
    public var user_time = time_value_t()
    /// CPU time spent in the kernel.
    public var system_time = time_value_t()
    /// The scheduling policy: 1, time sharing.
    public var policy: policy_t = 0
    /// A record of zeros for `task_info` to fill.
    public init() {}
}

/// The virtual-memory record, `task_info` with `TASK_VM_INFO`. Linux keeps no footprint ledger:
/// `phys_footprint` is the resident size, as the closest figure; the ledgers stay zero.
public struct task_vm_info: Sendable {
    /// The address space's size in bytes.
    public var virtual_size: mach_vm_size_t = 0
    /// The number of memory regions: 0, not counted.
    public var region_count: integer_t = 0
    /// The page size in bytes.
    public var page_size: integer_t = 0
    /// The bytes resident in memory now.
    public var resident_size: mach_vm_size_t = 0
    /// The most bytes ever resident.
    public var resident_size_peak: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var device: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var device_peak: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var `internal`: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var internal_peak: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var external: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var external_peak: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var reusable: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var reusable_peak: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var purgeable_volatile_pmap: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var purgeable_volatile_resident: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var purgeable_volatile_virtual: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var compressed: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var compressed_peak: mach_vm_size_t = 0
    /// Not kept by Linux: 0.
    public var compressed_lifetime: mach_vm_size_t = 0
    /// The memory the system charges the app for (resident size here): what Xcode's gauge shows.
    public var phys_footprint: mach_vm_size_t = 0
    /// The lowest address mapped: 0, not read.
    public var min_address: mach_vm_address_t = 0
    /// The highest address mapped: 0, not read.
    public var max_address: mach_vm_address_t = 0
    /// The highest footprint so far (the resident peak here).
    public var ledger_phys_footprint_peak: Int64 = 0
    /// Not kept by Linux: 0.
    public var ledger_purgeable_nonvolatile: Int64 = 0
    /// Not kept by Linux: 0.
    public var ledger_purgeable_novolatile_compressed: Int64 = 0
    /// Not kept by Linux: 0.
    public var ledger_purgeable_volatile: Int64 = 0
    /// Not kept by Linux: 0.
    public var ledger_purgeable_volatile_compressed: Int64 = 0
    /// Bytes left before the system's memory limit: 0, not known.
    public var limit_bytes_remaining: UInt64 = 0
    /// Pages decompressed: 0.
    public var decompressions: integer_t = 0
    /// A record of zeros for `task_info` to fill.
    public init() {}
}

/// The name iOS code declares its `TASK_VM_INFO` record with.
public typealias task_vm_info_data_t = task_vm_info
/// The name of the `MACH_TASK_BASIC_INFO` record's data.
public typealias mach_task_basic_info_data_t = mach_task_basic_info
/// The name of the `TASK_BASIC_INFO` record's data.
public typealias task_basic_info_data_t = task_basic_info

/// Writes the record `flavor` names about this process to `task_info_out`, whose length in
/// `integer_t`s `task_info_outCnt` gives and receives. Another task, an unknown flavor or a
/// buffer shorter than the record returns an error and writes nothing.
@discardableResult
public func task_info(_ target_task: task_name_t, _ flavor: task_flavor_t, _ task_info_out: task_info_t!,
                      _ task_info_outCnt: UnsafeMutablePointer<mach_msg_type_number_t>!) -> kern_return_t {
    guard target_task == mach_task_self_, let task_info_out, let task_info_outCnt else { return KERN_INVALID_ARGUMENT }
    let memory = ProcessMemory.current()
    let times = ProcessMemory.cpuTimes()
    func fill<Record>(_ record: Record) -> kern_return_t {
        let count = mach_msg_type_number_t(MemoryLayout<Record>.size / MemoryLayout<integer_t>.size)
        guard task_info_outCnt.pointee >= count else { return KERN_INVALID_ARGUMENT }
        UnsafeMutableRawPointer(task_info_out).storeBytes(of: record, as: Record.self)
        task_info_outCnt.pointee = count
        return KERN_SUCCESS
    }
    switch Int32(bitPattern: flavor) {
    case MACH_TASK_BASIC_INFO:
        var record = mach_task_basic_info()
        record.virtual_size = memory.virtual
        record.resident_size = memory.resident
        record.resident_size_max = memory.residentPeak
        (record.user_time, record.system_time) = times
        record.policy = 1
        return fill(record)
    case TASK_BASIC_INFO:
        var record = task_basic_info()
        record.virtual_size = vm_size_t(memory.virtual)
        record.resident_size = vm_size_t(memory.resident)
        (record.user_time, record.system_time) = times
        record.policy = 1
        return fill(record)
    case TASK_VM_INFO:
        var record = task_vm_info()
        record.virtual_size = memory.virtual
        record.page_size = integer_t(sysconf(Int32(_SC_PAGESIZE)))
        record.resident_size = memory.resident
        record.resident_size_peak = memory.residentPeak
        record.phys_footprint = memory.resident
        record.ledger_phys_footprint_peak = Int64(memory.residentPeak)
        return fill(record)
    default:
        return KERN_INVALID_ARGUMENT
    }
}

/// This process's memory as /proc/self/status reports it, in bytes.
enum ProcessMemory {
    static func current() -> (virtual: UInt64, resident: UInt64, residentPeak: UInt64) {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func kilobytes(_ key: String) -> UInt64 {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return 0 }
            return (UInt64(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0) * 1024
        }
        return (kilobytes("VmSize"), kilobytes("VmRSS"), kilobytes("VmHWM"))
    }

    /// The process's user and system CPU time, from getrusage.
    static func cpuTimes() -> (user: time_value_t, system: time_value_t) {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return (time_value_t(), time_value_t()) }
        func time(_ value: timeval) -> time_value_t {
            time_value_t(seconds: integer_t(clamping: value.tv_sec), microseconds: integer_t(clamping: value.tv_usec))
        }
        return (time(usage.ru_utime), time(usage.ru_stime))
    }
}
