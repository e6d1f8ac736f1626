// Unit tests of the coverage database: write -> read -> merge, definition mismatch, holes,
// reports and bad input.
#include <gtest/gtest.h>

#include <unistd.h>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "covergroup.h"
#include "db.h"

namespace {

class db_test : public ::testing::Test {
 protected:
  void SetUp() override {
    collnet::cov::registry::instance().clear();
    collnet::cov::set_error_handler(
        [this](const std::string& id, const std::string&) { ids.push_back(id); });
    char tmpl[] = "/tmp/cov_db_test_XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir = tmpl;
  }
  void TearDown() override {
    collnet::cov::set_error_handler(nullptr);
    collnet::cov::registry::instance().clear();
    for (const auto& f : files) std::remove(f.c_str());
    rmdir(dir.c_str());
  }
  std::string path(const std::string& name) {
    files.push_back(dir + "/" + name);
    return files.back();
  }
  std::vector<std::string> ids;
  std::string dir;
  std::vector<std::string> files;
};

// Type "fifo_cg" with an explicit coverpoint, an auto coverpoint and their cross.
struct fifo_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<int> level;
  collnet::cov::coverpoint<bool> push{this, "push"};
  collnet::cov::cross level_x_push{this, "level_x_push", level, push};
  explicit fifo_cg(int mid_hi = 6, const std::string& inst = "env.fifo")
      : covergroup("fifo_cg", inst),
        level{this,
              "level",
              {collnet::cov::bin("empty", 0), collnet::cov::bin("mid", 1, mid_hi),
               collnet::cov::bin("full", 7), collnet::cov::ignore_bins("odd", 9),
               collnet::cov::illegal_bins("bad", 10, 15)}} {}
  void put(int l, bool p) {
    level.set(l);
    push.set(p);
    sample();
  }
};

uint64_t hits(const collnet::cov::database& db, const std::string& inst, const std::string& item,
              const std::string& bin) {
  for (const auto& g : db.groups)
    if (g.inst_name == inst)
      for (const auto& it : g.items)
        if (it.name == item)
          for (const auto& b : it.bins)
            if (b.name == bin) return b.hits;
  throw std::runtime_error("no " + inst + "." + item + "." + bin);
}

TEST_F(db_test, write_read_merge_of_two_runs_sums_hits) {
  const std::string a = path("a.json"), b = path("b.json");
  {
    fifo_cg cg;
    cg.put(0, true);
    cg.put(3, true);
    collnet::cov::write_db(a, "t_one", 11);
  }
  collnet::cov::registry::instance().clear();
  {
    fifo_cg cg;
    cg.put(3, false);
    cg.put(7, false);
    cg.put(9, false);
    collnet::cov::write_db(b, "t_two", 22);
  }
  const collnet::cov::database da = collnet::cov::database::load(a);
  ASSERT_EQ(da.runs.size(), 1u);
  EXPECT_EQ(da.runs[0].test, "t_one");
  EXPECT_EQ(da.runs[0].seed, 11u);
  EXPECT_EQ(hits(da, "env.fifo", "level", "mid"), 1u);

  collnet::cov::database m;
  EXPECT_TRUE(m.merge(da, a).empty());
  EXPECT_TRUE(m.merge(collnet::cov::database::load(b), b).empty());
  ASSERT_EQ(m.runs.size(), 2u);
  EXPECT_EQ(m.runs[1].test, "t_two");
  EXPECT_EQ(m.runs[1].seed, 22u);
  ASSERT_EQ(m.groups.size(), 1u);
  EXPECT_EQ(hits(m, "env.fifo", "level", "empty"), 1u);
  EXPECT_EQ(hits(m, "env.fifo", "level", "mid"), 2u);
  EXPECT_EQ(hits(m, "env.fifo", "level", "full"), 1u);
  EXPECT_EQ(hits(m, "env.fifo", "level", "odd"), 1u);
  EXPECT_EQ(hits(m, "env.fifo", "push", "auto[0]"), 3u);
  EXPECT_EQ(hits(m, "env.fifo", "push", "auto[1]"), 2u);
  EXPECT_EQ(hits(m, "env.fifo", "level_x_push", "<mid,auto[0]>"), 1u);
  EXPECT_EQ(hits(m, "env.fifo", "level_x_push", "<mid,auto[1]>"), 1u);
  EXPECT_EQ(hits(m, "env.fifo", "level_x_push", "<full,auto[1]>"), 0u);
  // level 3/3, push 2/2, cross 4/6 -> (100 + 100 + 66.67) / 3.
  EXPECT_NEAR(m.percent(), (100.0 + 100.0 + 400.0 / 6) / 3, 1e-9);

  // JSON round trip keeps everything.
  const collnet::cov::database again = collnet::cov::database::parse(m.to_json_text(), "roundtrip");
  EXPECT_EQ(again.to_json_text(), m.to_json_text());
}

TEST_F(db_test, merge_definition_mismatch_is_reported_and_not_summed) {
  const std::string a = path("a.json"), b = path("b.json");
  {
    fifo_cg cg(6);
    cg.put(3, true);
    collnet::cov::write_db(a, "t", 1);
  }
  collnet::cov::registry::instance().clear();
  {
    fifo_cg cg(5);  // "mid" is [1:5] here
    cg.put(3, true);
    collnet::cov::write_db(b, "t", 2);
  }
  collnet::cov::database m = collnet::cov::database::load(a);
  const auto errs = m.merge(collnet::cov::database::load(b), b);
  ASSERT_EQ(errs.size(), 1u);
  EXPECT_NE(errs[0].find(b), std::string::npos) << errs[0];
  EXPECT_NE(errs[0].find("fifo_cg"), std::string::npos) << errs[0];
  EXPECT_NE(errs[0].find("mid"), std::string::npos) << errs[0];
  EXPECT_NE(errs[0].find("[1:5]"), std::string::npos) << errs[0];
  EXPECT_EQ(hits(m, "env.fifo", "level", "mid"), 1u);  // not summed
}

TEST_F(db_test, instances_of_one_type_merge_in_type_result) {
  fifo_cg i1(6, "env.fifo0"), i2(6, "env.fifo1");
  i1.put(0, true);
  i2.put(7, false);
  collnet::cov::database db;
  db.groups = collnet::cov::registry::instance().results();
  ASSERT_EQ(db.groups.size(), 2u);
  std::vector<std::string> errs;
  const auto ts = db.types(errs);
  EXPECT_TRUE(errs.empty());
  ASSERT_EQ(ts.size(), 1u);
  EXPECT_EQ(ts[0].items[0].bins[0].hits, 1u);  // empty, from fifo0
  EXPECT_EQ(ts[0].items[0].bins[2].hits, 1u);  // full, from fifo1
}

TEST_F(db_test, holes_list_exactly_the_uncovered_bins) {
  fifo_cg cg;
  cg.option.at_least = 2;
  cg.put(0, true);
  cg.put(0, true);
  cg.put(3, false);  // mid 1 < 2: a hole
  cg.put(9, false);  // ignore bin: never a hole
  collnet::cov::database db;
  db.groups = collnet::cov::registry::instance().results();
  std::vector<std::string> got;
  for (const auto& h : db.holes()) got.push_back(h.path + " " + std::to_string(h.hits));
  // at_least 2: push auto[0] (2 hits) and auto[1] (2) are covered; 9 is ignored (no cross).
  const std::vector<std::string> exact = {
      "fifo_cg.level.mid 1",
      "fifo_cg.level.full 0",
      "fifo_cg.level_x_push.<empty,auto[0]> 0",
      "fifo_cg.level_x_push.<mid,auto[0]> 1",
      "fifo_cg.level_x_push.<mid,auto[1]> 0",
      "fifo_cg.level_x_push.<full,auto[0]> 0",
      "fifo_cg.level_x_push.<full,auto[1]> 0",
  };
  EXPECT_EQ(got, exact);
  // The text report's HOLES section lists the same bins, one per line.
  const std::string text = db.text_report();
  const auto pos = text.find("HOLES (7)\n");
  ASSERT_NE(pos, std::string::npos) << text;
  std::vector<std::string> lines;
  size_t p = text.find('\n', pos) + 1;
  while (p < text.size()) {
    const size_t e = text.find('\n', p);
    lines.push_back(text.substr(p, e - p));
    p = e + 1;
  }
  ASSERT_EQ(lines.size(), 7u) << text;
  EXPECT_EQ(lines[0], "  fifo_cg.level.mid  hits 1/2");
  EXPECT_EQ(lines[6], "  fifo_cg.level_x_push.<full,auto[1]>  hits 0/2");
}

TEST_F(db_test, per_instance_groups_also_list_instance_holes) {
  fifo_cg cg;
  cg.option.per_instance = true;
  cg.put(0, true);
  collnet::cov::database db;
  db.groups = collnet::cov::registry::instance().results();
  size_t inst_holes = 0;
  for (const auto& h : db.holes()) inst_holes += h.path.rfind("fifo_cg[env.fifo].", 0) == 0;
  EXPECT_EQ(inst_holes, 2u + 1u + 5u);  // mid, full; push auto[0]; 5 of 6 cross bins
}

TEST_F(db_test, load_missing_file_names_it) {
  const std::string p = dir + "/does_not_exist.json";
  try {
    collnet::cov::database::load(p);
    FAIL() << "no exception";
  } catch (const collnet::cov::db_error& e) {
    EXPECT_NE(std::string(e.what()).find(p), std::string::npos) << e.what();
  }
}

TEST_F(db_test, load_malformed_json_names_the_file) {
  const std::string p = path("bad.json");
  std::ofstream(p) << "{ \"format\": \"collnet-fcov\", \"runs\": [";
  try {
    collnet::cov::database::load(p);
    FAIL() << "no exception";
  } catch (const collnet::cov::db_error& e) {
    EXPECT_NE(std::string(e.what()).find(p), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("malformed JSON"), std::string::npos) << e.what();
  }
}

TEST_F(db_test, load_wrong_structure_is_an_error) {
  EXPECT_THROW(collnet::cov::database::parse("{\"a\": 1}", "x.json"), collnet::cov::db_error);
  EXPECT_THROW(collnet::cov::database::parse(
                   "{\"format\":\"collnet-fcov\",\"version\":1,\"runs\":[],"
                   "\"covergroups\":[{\"type\":\"t\",\"instance\":\"i\",\"weight\":1,"
                   "\"items\":[{\"name\":\"c\",\"kind\":\"coverpoint\",\"weight\":1,"
                   "\"at_least\":1,\"bins\":[{\"name\":\"b\",\"kind\":\"weird\",\"hits\":1}]}]}]}",
                   "y.json"),
               collnet::cov::db_error);
}

TEST_F(db_test, html_report_is_self_contained) {
  fifo_cg cg;
  cg.put(0, true);
  collnet::cov::database db;
  db.groups = collnet::cov::registry::instance().results();
  const std::string html = db.html_report();
  EXPECT_NE(html.find("<table>"), std::string::npos);
  EXPECT_NE(html.find("&lt;mid,auto[0]&gt;"), std::string::npos);
  EXPECT_EQ(html.find("<script"), std::string::npos);
}

TEST_F(db_test, html_report_lists_runs_by_test_list_name_after_the_bins) {
  fifo_cg cg;
  cg.put(0, true);
  collnet::cov::database db;
  db.groups = collnet::cov::registry::instance().results();
  db.runs = {{"fifo_random_test", 7, "out/n/runs/fifo_d1_random.7/fcov.json"},
             {"fifo_random_test", 9, "out/n/runs/fifo_d1_random.9/fcov.json"},
             {"fifo_random_test", 3, "out/n/runs/fifo_random.3/fcov.json"},
             {"x_test", 1, "x.json"}};
  const std::string html = db.html_report();
  const auto runs = html.find("<h2 id=\"runs\">Runs (4)</h2>");
  ASSERT_NE(runs, std::string::npos);
  EXPECT_GT(runs, html.find("<h3>"));  // after the bins
  EXPECT_NE(html.find("<tr><td>fifo_d1_random</td><td>fifo_random_test</td><td>2</td>"
                      "<td>7, 9</td></tr>"),
            std::string::npos);
  EXPECT_NE(html.find("<tr><td>fifo_random</td><td>fifo_random_test</td><td>1</td><td>3</td>"),
            std::string::npos);
  EXPECT_NE(html.find("<tr><td>x_test</td><td>x_test</td><td>1</td><td>1</td>"), std::string::npos);
  EXPECT_EQ(html.find("fifo_random_test/7"), std::string::npos);  // no paragraph of run names
}

}  // namespace

namespace {

TEST_F(db_test, type_definition_conflict_between_instances_is_reported) {
  fifo_cg i1(6, "env.a"), i2(5, "env.b");
  i1.put(3, true);
  i2.put(3, true);
  collnet::cov::database db;
  db.groups = collnet::cov::registry::instance().results();
  std::vector<std::string> errs;
  const auto ts = db.types(errs);
  ASSERT_EQ(errs.size(), 1u);
  EXPECT_NE(errs[0].find("env.b"), std::string::npos) << errs[0];
  EXPECT_EQ(ts.at(0).items.at(0).bins.at(1).hits, 1u);  // env.b left out of the type result
  EXPECT_NE(db.text_report().find("DEFINITION CONFLICT"), std::string::npos);
}

}  // namespace
