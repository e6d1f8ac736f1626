// collnet functional coverage database: the `fcov.json` file, merging across runs and seeds,
// and the text / HTML reports with the list of holes. Used by `collnet::cov::write_db` and
// `cov_merge`. The JSON format is described in coverage/README.md.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "covergroup.h"

namespace collnet::cov {

/// Unreadable or malformed database file; the message names the file.
struct db_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// One simulation run that contributed to a database.
struct run_info {
  std::string test;
  uint64_t seed = 0;
  std::string source;  ///< file it was read from (or written to)
};

/// Adds the hits of `src` into `dst` bin by bin. Returns "" on success, else a description of the
/// first definition difference (item or bin name, kind, definition, at_least, weight) and leaves
/// `dst` unchanged.
std::string merge_group(group_result& dst, const group_result& src);

/// Type result of several instances of one covergroup type (SV type coverage with
/// merge_instances = 1): hits summed bin by bin. An instance whose definition differs from the
/// first one is left out and described in `errors`.
group_result merge_type(const std::vector<group_result>& instances,
                        std::vector<std::string>& errors);

/// One uncovered bin.
struct hole {
  std::string path;  ///< `type.item.bin` (type result) or `type[instance].item.bin`
  uint64_t hits = 0;
  uint64_t at_least = 1;
};

/// A coverage database: the runs that made it and one result per covergroup instance.
struct database {
  std::vector<run_info> runs;
  std::vector<group_result> groups;        ///< one per (type, instance), in first-seen order
  std::vector<std::string> code_coverage;  ///< Verilator coverage.dat files merged alongside

  /// Reads a database file. Throws db_error naming `path` (missing file, bad JSON, bad format).
  static database load(const std::string& path);
  /// Parses JSON text; `source` names it in error messages.
  static database parse(const std::string& text, const std::string& source);
  /// Writes the database as JSON. Throws db_error when the file cannot be written.
  void save(const std::string& path) const;
  std::string to_json_text() const;

  /// Adds `other` into this database (runs, code coverage files and hits). Groups with the same
  /// type and instance name are summed; a group whose definition differs is not merged and one
  /// message per such group is returned, naming `other_name` (empty = everything merged).
  /// With `variants`, a differing definition is not an error: it is kept as its own type
  /// `<type>~<k>` (k = 2, 3, ...; later inputs with the same definition merge into it) and
  /// noted in `notes`.
  std::vector<std::string> merge(const database& other, const std::string& other_name,
                                 bool variants = false, std::vector<std::string>* notes = nullptr);

  /// Type results (instances of each type merged), in first-seen order. Definition conflicts
  /// between instances of one type are appended to `errors`.
  std::vector<group_result> types(std::vector<std::string>& errors) const;
  /// Total: weighted (option.weight) average of the type results.
  double percent() const;
  /// Every uncovered normal bin of the type results, then of the per_instance instances.
  std::vector<hole> holes() const;

  /// Text summary: runs, total, per type and item percentages, and the HOLES list.
  std::string text_report() const;
  /// Self-contained HTML page (no scripts) with the same content; the runs come last, as a
  /// table with one row per test (runs_html()).
  std::string html_report() const;
  /// The runs as an HTML table, one row per test: the test-list name (the folder of the run's
  /// fcov.json, <test>.<seed> in a regression, without the seed), the UVM test, the seeds.
  std::string runs_html() const;
};

}  // namespace collnet::cov
