// Darwin's `task_threads` and `thread_info` (mach/thread_info.h), which CPU gauges in debug
// panels call: this process's threads from /proc/self/task. A thread's `cpu_usage` is its CPU
// time over its age (Darwin's is a decaying recent average), in `TH_USAGE_SCALE` parts.
import Foundation
import Glibc
import Synchronization

/// A thread as Mach names it: here its Linux thread id.
public typealias thread_t = mach_port_t
/// A thread named for acting on it.
public typealias thread_act_t = mach_port_t
/// A thread named for reading its information.
public typealias thread_inspect_t = mach_port_t
/// The array `task_threads` returns; free it with `vm_deallocate`.
public typealias thread_act_array_t = UnsafeMutablePointer<thread_act_t>
/// Which record `thread_info` writes: `THREAD_BASIC_INFO`.
public typealias thread_flavor_t = natural_t
/// The buffer `thread_info` writes to, in `integer_t`s.
public typealias thread_info_t = UnsafeMutablePointer<integer_t>
/// A pointer to a `thread_basic_info` record.
public typealias thread_basic_info_t = UnsafeMutablePointer<thread_basic_info>

/// `thread_info`'s basic record: `thread_basic_info`.
public let THREAD_BASIC_INFO: Int32 = 3
/// The most `integer_t`s any `thread_info` record takes.
public let THREAD_INFO_MAX: Int32 = 32
/// The scale of `cpu_usage`: 1000 is one core busy all the time.
public let TH_USAGE_SCALE: Int32 = 1000
/// The thread is running or ready to run.
public let TH_STATE_RUNNING: Int32 = 1
/// The thread is stopped.
public let TH_STATE_STOPPED: Int32 = 2
/// The thread is waiting.
public let TH_STATE_WAITING: Int32 = 3
/// The thread is waiting and cannot be interrupted.
public let TH_STATE_UNINTERRUPTIBLE: Int32 = 4
/// The thread has halted.
public let TH_STATE_HALTED: Int32 = 5
/// The thread's stack is swapped out (never set here).
public let TH_FLAGS_SWAPPED: Int32 = 0x1
/// The thread is an idle thread (never set here: Linux has none in a process).
public let TH_FLAGS_IDLE: Int32 = 0x2

/// A thread's CPU time, usage and state: `thread_info` with `THREAD_BASIC_INFO`.
public struct thread_basic_info: Sendable {
    /// CPU time in user mode.
    public var user_time = time_value_t()
    /// CPU time in the kernel.
    public var system_time = time_value_t()
    /// CPU use in `TH_USAGE_SCALE` parts: the thread's CPU time over its age.
    public var cpu_usage: integer_t = 0
    /// The scheduling policy: 1, time sharing.
    public var policy: policy_t = 0
    /// One of the `TH_STATE` constants.
    public var run_state: integer_t = 0
    /// `TH_FLAGS` bits: none here.
    public var flags: integer_t = 0
    /// How many times the thread is suspended: 0.
    public var suspend_count: integer_t = 0
    /// Seconds asleep: 0, not kept.
    public var sleep_time: integer_t = 0
    /// A record of zeros for `thread_info` to fill.
    public init() {}
}

/// The arrays `task_threads` handed out and `vm_deallocate` has not freed, by address.
private let threadLists = Mutex<[UInt: Int]>([:])

/// Lists this process's threads in a new array at `act_list` (count at `act_listCnt`), to be
/// freed with `vm_deallocate`. Another task returns `KERN_INVALID_ARGUMENT`.
@discardableResult
public func task_threads(_ target_task: task_inspect_t, _ act_list: UnsafeMutablePointer<thread_act_array_t?>!,
                         _ act_listCnt: UnsafeMutablePointer<mach_msg_type_number_t>!) -> kern_return_t {
    guard target_task == mach_task_self_, let act_list, let act_listCnt else { return KERN_INVALID_ARGUMENT }
    let ids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? [])
        .compactMap { thread_act_t($0) }.sorted()
    let list = thread_act_array_t.allocate(capacity: max(ids.count, 1))
    list.initialize(from: ids, count: ids.count)
    threadLists.withLock { $0[UInt(bitPattern: list)] = max(ids.count, 1) }
    act_list.pointee = list
    act_listCnt.pointee = mach_msg_type_number_t(ids.count)
    return KERN_SUCCESS
}

/// Frees an array `task_threads` returned. Any other address returns `KERN_INVALID_ADDRESS`
/// and frees nothing.
@discardableResult
public func vm_deallocate(_ target_task: vm_map_t, _ address: vm_address_t, _ size: vm_size_t) -> kern_return_t {
    guard target_task == mach_task_self_ else { return KERN_INVALID_ARGUMENT }
    guard threadLists.withLock({ $0.removeValue(forKey: address) }) != nil,
          let list = thread_act_array_t(bitPattern: address) else { return KERN_INVALID_ADDRESS }
    list.deallocate()
    return KERN_SUCCESS
}

/// Writes `THREAD_BASIC_INFO` about one of this process's threads to `thread_info_out`, whose
/// length in `integer_t`s `thread_info_outCnt` gives and receives. A thread that has ended, an
/// unknown flavor or a short buffer returns `KERN_INVALID_ARGUMENT`.
@discardableResult
public func thread_info(_ target_act: thread_inspect_t, _ flavor: thread_flavor_t, _ thread_info_out: thread_info_t!,
                        _ thread_info_outCnt: UnsafeMutablePointer<mach_msg_type_number_t>!) -> kern_return_t {
    let count = mach_msg_type_number_t(MemoryLayout<thread_basic_info>.size / MemoryLayout<integer_t>.size)
    guard Int32(bitPattern: flavor) == THREAD_BASIC_INFO, let thread_info_out, let thread_info_outCnt,
          thread_info_outCnt.pointee >= count, let record = ThreadStat(thread: target_act)?.basicInfo else {
        return KERN_INVALID_ARGUMENT
    }
    UnsafeMutableRawPointer(thread_info_out).storeBytes(of: record, as: thread_basic_info.self)
    thread_info_outCnt.pointee = count
    return KERN_SUCCESS
}

/// One thread's /proc/self/task/<id>/stat line.
private struct ThreadStat {
    /// The fields after the command name: the state is field 3 of proc(5), so field n is at n - 3.
    let fields: [Substring]

    init?(thread: thread_inspect_t) {
        guard let line = try? String(contentsOfFile: "/proc/self/task/\(thread)/stat", encoding: .utf8),
              let end = line.lastIndex(of: ")") else { return nil }
        fields = line[line.index(after: end)...].split(separator: " ")
        guard fields.count > 19 else { return nil }
    }

    func field(_ number: Int) -> Double { Double(fields[number - 3]) ?? 0 }

    var basicInfo: thread_basic_info {
        let ticksPerSecond = Double(max(sysconf(Int32(_SC_CLK_TCK)), 1))
        let user = field(14) / ticksPerSecond, system = field(15) / ticksPerSecond
        let uptime = (try? String(contentsOfFile: "/proc/uptime", encoding: .utf8))
            .flatMap { Double($0.split(separator: " ").first ?? "") } ?? 0
        let age = uptime - field(22) / ticksPerSecond
        var info = thread_basic_info()
        info.user_time = Self.time(user)
        info.system_time = Self.time(system)
        info.cpu_usage = age > 0 ? integer_t(min((user + system) / age, 1) * Double(TH_USAGE_SCALE)) : 0
        info.policy = 1
        info.run_state = switch fields[0] {
        case "R": TH_STATE_RUNNING
        case "T", "t": TH_STATE_STOPPED
        case "D": TH_STATE_UNINTERRUPTIBLE
        case "Z", "X": TH_STATE_HALTED
        default: TH_STATE_WAITING
        }
        return info
    }

    static func time(_ seconds: Double) -> time_value_t {
        time_value_t(seconds: integer_t(clamping: Int(seconds)),
                     microseconds: integer_t((seconds - seconds.rounded(.down)) * 1_000_000))
    }
}
