// cov_merge: merges functional coverage databases (fcov.json) over tests and seeds, prints the
// text report with the HOLES list, and optionally merges Verilator code coverage (coverage.dat)
// with verilator_coverage (merged .dat and lcov .info for genhtml).
//
//   cov_merge run1/fcov.json run2/fcov.json --json merged.json --text cov.txt --html cov.html
//   cov_merge a/fcov.json --code a/coverage.dat b/coverage.dat --code-out merged.dat
//       --info merged.info   (one command line)
//
// Exit status: 0 when every input was read and merged; 1 when an input was unreadable or
// malformed, a covergroup definition did not match, or verilator_coverage failed; 2 on usage
// errors. Without --keep-going the first bad input stops the merge and nothing is written.
#include <sys/wait.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "db.h"

namespace {

// Quotes one argument for /bin/sh.
std::string sh_quote(const std::string& s) {
  std::string o = "'";
  for (char c : s) o += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return o + "'";
}

bool write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  out.close();
  if (!out) {
    std::cerr << "cov_merge: error: " << path << ": cannot write\n";
    return false;
  }
  return true;
}

// Runs verilator_coverage with `args`; true on exit status 0.
bool run_vc(const std::string& exe, const std::string& args) {
  const std::string cmd = sh_quote(exe) + " " + args;
  const int rc = std::system(cmd.c_str());
  if (rc != 0) {
    std::cerr << "cov_merge: error: command failed (status "
              << (WIFEXITED(rc) ? WEXITSTATUS(rc) : rc) << "): " << cmd << "\n";
    return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{
      "Merge collnet functional coverage databases (fcov.json) and Verilator code "
      "coverage; report coverage and holes."};
  std::vector<std::string> inputs, code;
  std::string json_out, text_out, html_out, code_out, info_out, list_file;
  std::string vc_exe = "verilator_coverage";
  bool keep_going = false, quiet = false, variants = false;
  app.add_option("inputs", inputs, "fcov.json files to merge");
  app.add_option("--inputs-from", list_file, "file listing more fcov.json inputs, one a line");
  app.add_option("--json,-o", json_out, "write the merged database (JSON) here");
  app.add_option("--text", text_out, "write the text report (coverage and HOLES) here");
  app.add_option("--html", html_out, "write a self-contained HTML report here");
  app.add_option("--code", code, "Verilator coverage.dat files to merge (code coverage)");
  app.add_option("--code-out", code_out, "merged coverage.dat (verilator_coverage --write)");
  app.add_option("--info", info_out, "lcov .info for genhtml (verilator_coverage --write-info)");
  app.add_option("--verilator-coverage", vc_exe, "verilator_coverage executable");
  app.add_flag("--keep-going,-k", keep_going, "merge the good inputs even if some are bad");
  app.add_flag("--quiet,-q", quiet, "do not print the text report on stdout");
  app.add_flag("--variants", variants,
               "keep a differing covergroup definition as its own type <type>~<k> instead of "
               "failing (e.g. parameter sweeps that change the bins)");
  CLI11_PARSE(app, argc, argv);
  if (!list_file.empty()) {
    std::ifstream in(list_file);
    if (!in) {
      std::cerr << "cov_merge: error: " << list_file << ": cannot open input list\n";
      return 2;
    }
    for (std::string line; std::getline(in, line);)
      if (!line.empty() && line[0] != '#') inputs.push_back(line);
  }
  if (inputs.empty() && code.empty()) {
    std::cerr << "cov_merge: error: no input files\n" << app.help();
    return 2;
  }
  if (code.empty() && (!code_out.empty() || !info_out.empty())) {
    std::cerr << "cov_merge: error: --code-out/--info need --code files\n";
    return 2;
  }

  bool ok = true;
  collnet::cov::database merged;
  for (const auto& path : inputs) {
    try {
      const collnet::cov::database db = collnet::cov::database::load(path);
      std::vector<std::string> notes;
      for (const auto& e : merged.merge(db, path, variants, &notes)) {
        std::cerr << "cov_merge: error: " << e << "\n";
        ok = false;
      }
      for (const auto& n : notes) std::cerr << "cov_merge: note: " << n << "\n";
    } catch (const collnet::cov::db_error& e) {
      std::cerr << "cov_merge: error: " << e.what() << "\n";
      ok = false;
    }
    if (!ok && !keep_going) {
      std::cerr << "cov_merge: stopping (use --keep-going to merge the other files)\n";
      return 1;
    }
  }

  // Code coverage: check the inputs exist, then let verilator_coverage merge them.
  std::vector<std::string> good_code;
  for (const auto& c : code) {
    std::ifstream f(c);
    if (!f) {
      std::cerr << "cov_merge: error: " << c << ": cannot open code coverage file\n";
      ok = false;
      if (!keep_going) return 1;
      continue;
    }
    good_code.push_back(c);
  }
  if (!good_code.empty()) {
    std::string files;
    for (const auto& c : good_code) files += " " + sh_quote(c);
    if (!code_out.empty()) ok = run_vc(vc_exe, "--write " + sh_quote(code_out) + files) && ok;
    if (!info_out.empty()) ok = run_vc(vc_exe, "--write-info " + sh_quote(info_out) + files) && ok;
    merged.code_coverage.insert(merged.code_coverage.end(), good_code.begin(), good_code.end());
  }

  if (!json_out.empty()) {
    try {
      merged.save(json_out);
    } catch (const collnet::cov::db_error& e) {
      std::cerr << "cov_merge: error: " << e.what() << "\n";
      ok = false;
    }
  }
  const std::string text = merged.text_report();
  if (!text_out.empty()) ok = write_file(text_out, text) && ok;
  if (!html_out.empty()) ok = write_file(html_out, merged.html_report()) && ok;
  if (!quiet) std::cout << text;
  return ok ? 0 : 1;
}
