// uvm_recorder.h: per-run human-readable transaction log (+record).
//
// With +record, every uvm_component::record(stream, item) call appends one line to
// <+out_dir>/transactions.log:
//   <sc_time_stamp> <component full name> <stream> <item.convert2string()>
// Without +record, record() is one inline flag test (no formatting, no I/O).
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace uvm {

class uvm_object;

class uvm_recorder {
 public:
  static uvm_recorder* get();

  /// True when recording is on (+record, or enable() called).
  bool is_enabled() const { return m_enabled; }
  /// Opens `path` (default <out_dir>/transactions.log) and turns recording on.
  void enable(const std::string& path = "");
  /// Flushes and closes the file.
  void close();
  const std::string& get_path() const { return m_path; }
  /// Writes one line (no check of is_enabled: callers test it first).
  void write_line(std::string_view component, std::string_view stream, const uvm_object& item);
  std::size_t get_count() const { return m_count; }

 private:
  bool m_enabled = false;
  std::FILE* m_file = nullptr;
  std::string m_path;
  std::size_t m_count = 0;
};

}  // namespace uvm
